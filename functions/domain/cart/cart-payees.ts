import type { ListingRecord } from '../../data/listing';
import type { Payee } from '../payments/payees';
import { resalePayees } from '../resale/resale-payees';

/**
 * The payees of a cart's one payment: each listing's resale split (seller credit, creator royalty, platform fee),
 * merged per account so the movement has one leg per seller, creator and revenue.
 */
export function cartPayees(sales: { listing: ListingRecord; creatorId: string }[]): Payee[] {
  const merged = new Map<string, Payee>();
  for (const { listing, creatorId } of sales) {
    for (const payee of resalePayees(listing.priceCents, listing, {
      sellerUuid: listing.sellerUuid,
      creatorId,
    })) {
      const key =
        payee.to === 'royalties'
          ? `royalties:${payee.creatorId}`
          : payee.to === 'seller'
            ? `seller:${payee.userUuid}`
            : payee.to;
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, amountCents: seen.amountCents + payee.amountCents } : payee);
    }
  }
  return [...merged.values()];
}
