import type { NftRecord } from '../../../functions/data/nft';
import type { Deps } from '../../../functions/lib/deps';
import { PaymentMethod } from '../../../shared/domain/enums';
import { giveEdition } from '../collection/support';

/** Gives `sequence` of `nft` to the user as a claim (no card cool-down), ready to be listed. */
export const giveClaimed = (deps: Deps, nft: NftRecord, sequence: number, userUuid: string) =>
  giveEdition(deps, nft, sequence, userUuid, { how: 'claim', lineItem: null });

/** A credit-paid line (no 48-hour card cool-down). */
export const creditLine = (amountCents: number) => ({
  amountCents,
  coin: null,
  coinMicros: null,
  method: PaymentMethod.marketplaceCredit,
  last4: null,
});

export const listingBody = (nftId: string, itemId: string, price: number) => ({
  nft_id: nftId,
  price,
  nft_items: [itemId],
});
