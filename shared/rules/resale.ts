import {
  CARD_RESALE_COOLDOWN_MS,
  OFFER_CANCEL_LOCK_MS,
  SALE_PRICE_MAX_CENTS,
  SALE_PRICE_MIN_CENTS,
} from '../domain/constants';

/**
 * How a resale's price (a listing bought, an offer accepted) is split, in integer cents (part 2 §9: the seller
 * receives price × (1 − (royalty + platform fee)%)). Rounding rule: the fees together are price × (royalty +
 * platform fee) bps / 10 000 rounded half up; the royalty is price × royalty bps / 10 000 rounded half up and
 * never more than the fees; the platform fee is the fees minus the royalty; the seller gets the rest. So the three
 * legs always add up to the price exactly and the seller's share is what the formula shows.
 */
export interface SaleSplit {
  sellerCents: number;
  royaltyCents: number;
  platformFeeCents: number;
}

const bpsOf = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);

export function saleSplit(
  priceCents: number,
  fees: { royaltyBps: number; platformFeeBps: number },
): SaleSplit {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError(`Not a price: ${priceCents}`);
  const totalBps = fees.royaltyBps + fees.platformFeeBps;
  if (fees.royaltyBps < 0 || fees.platformFeeBps < 0 || totalBps > 10_000)
    throw new RangeError(`Not resale fees: ${fees.royaltyBps} + ${fees.platformFeeBps} bps`);
  const feesCents = bpsOf(priceCents, totalBps);
  const royaltyCents = Math.min(bpsOf(priceCents, fees.royaltyBps), feesCents);
  return { sellerCents: priceCents - feesCents, royaltyCents, platformFeeCents: feesCents - royaltyCents };
}

/** A resale price in cents is within part 2 §9's 1 to 99999999.99. */
export const isSalePrice = (cents: number) =>
  Number.isSafeInteger(cents) && cents >= SALE_PRICE_MIN_CENTS && cents <= SALE_PRICE_MAX_CENTS;

/** When an item bought by card may be resold (48 hours on, part 2 §9); null when paid otherwise. */
export const resaleCooldownEnd = (ownedAt: Date, paidByCard: boolean): Date | null =>
  paidByCard ? new Date(ownedAt.getTime() + CARD_RESALE_COOLDOWN_MS) : null;

/** When the maker may cancel an offer: 6 hours after making it (part 2 §6, §9). */
export const offerCancellableAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + OFFER_CANCEL_LOCK_MS);

/** Milliseconds left before the maker may cancel (0 once they may): the 'Unable to cancel offer' countdown. */
export const offerCancelWaitMs = (createdAt: Date, now: Date): number =>
  Math.max(0, offerCancellableAt(createdAt).getTime() - now.getTime());
