import { getNft } from '../../../functions/data/nft';
import {
  type AcquisitionKind,
  editionId,
  getNftItem,
  platformEdition,
} from '../../../functions/data/nft-item';
import { transferItem } from '../../../functions/domain/collection/transfer-item';
import type { LocalCloud } from '../../../scripts/local-cloud/cloud';

/**
 * Gives a collector edition `sequence` (default 1) of a seeded NFT as the platform would (the seed has no owned
 * items), at `at` (default the cloud's clock). A paid acquisition (`paidCents`) records an order and its price, as
 * a purchase's line item would; an unpaid one (a gift, a free claim) has neither.
 */
export async function giveSeededEdition(
  cloud: LocalCloud,
  input: {
    nftId: string;
    sequence?: number;
    to: string;
    how: AcquisitionKind;
    paidCents?: number;
    at?: Date;
  },
): Promise<void> {
  const { deps } = cloud;
  const sequence = input.sequence ?? 1;
  const nft = await getNft(deps.db, input.nftId);
  if (!nft) throw new Error(`${input.nftId} is not seeded`);
  const { paidCents } = input;
  await transferItem(deps.db, {
    nft,
    item: (await getNftItem(deps.db, editionId(input.nftId, sequence))) ?? platformEdition(nft, sequence),
    to: input.to,
    how: input.how,
    orderId: paidCents === undefined ? null : deps.newId(),
    lineItem:
      paidCents === undefined
        ? null
        : { amountCents: paidCents, coin: null, coinMicros: null, method: null, last4: null },
    bundle: null,
    transferId: deps.newId(),
    now: input.at ?? deps.clock.now(),
  });
}
