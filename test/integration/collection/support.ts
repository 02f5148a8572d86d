import { putCollection } from '../../../functions/data/collection';
import { transactWrite } from '../../../functions/data/db';
import { getNft, type NftRecord, putNft } from '../../../functions/data/nft';
import {
  type AcquisitionKind,
  getNftItem,
  type LineItemRecord,
  platformEdition,
} from '../../../functions/data/nft-item';
import { transferItem } from '../../../functions/domain/collection/transfer-item';
import type { Deps } from '../../../functions/lib/deps';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { PaymentMethod } from '../../../shared/domain/enums';

/** The demo catalogue's collections and NFTs (no media, drops or editions: those are not needed here). */
export async function putCatalogNfts(deps: Deps) {
  const catalog = buildDemoCatalog(deps.clock.now());
  const items = [
    ...catalog.collections.map((collection) => putCollection(deps.db, collection)),
    ...catalog.nfts.map((nft) => putNft(deps.db, nft)),
  ];
  for (let i = 0; i < items.length; i += 50) await transactWrite(deps.db, items.slice(i, i + 50));
  return catalog;
}

export async function nftOf(deps: Deps, id: string): Promise<NftRecord> {
  const nft = await getNft(deps.db, id);
  if (!nft) throw new Error(`No NFT ${id}`);
  return nft;
}

export const cardLine = (amountCents: number, last4 = '4242'): LineItemRecord => ({
  amountCents,
  coin: null,
  coinMicros: null,
  method: PaymentMethod.card,
  last4,
});

/** Gives edition `sequence` of `nft` to `to`, from whoever holds it now, as its own transaction. */
export async function giveEdition(
  deps: Deps,
  nft: NftRecord,
  sequence: number,
  to: string | null,
  options: {
    how?: AcquisitionKind;
    lineItem?: LineItemRecord | null;
    bundle?: { id: string; title: string };
  } = {},
) {
  const item = (await getNftItem(deps.db, `${nft.id}-${sequence}`)) ?? platformEdition(nft, sequence);
  return transferItem(deps.db, {
    nft,
    item,
    to,
    how: options.how ?? 'buy',
    orderId: deps.newId(),
    lineItem: options.lineItem === undefined ? cardLine(2500) : options.lineItem,
    bundle: options.bundle ?? null,
    transferId: deps.newId(),
    now: deps.clock.now(),
  });
}
