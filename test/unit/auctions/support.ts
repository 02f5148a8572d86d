import { ManualClock } from '../../../functions/lib/clock';
import { TIME_MS } from '../../../shared/domain/constants';
import type { AuctionType } from '../../../shared/domain/enums';
import type { BidEntry, Participant, PurchaseTerms } from '../../../shared/rules/auctions';

/** The auctions below start at START and end at END; tests move a ManualClock across them. */
export const START = '2026-03-01T12:00:00.000Z';
export const END = '2026-03-04T12:00:00.000Z';
export const at = (iso: string, offsetMs = 0) => new Date(new Date(iso).getTime() + offsetMs);
export const clockAt = (iso: string, offsetMs = 0) => new ManualClock(at(iso, offsetMs));
export const LIVE = at(START, TIME_MS.hour);

/** A live auction of the given type: $100 price, 1 edition, $10 bid steps, no minimum winning bid. */
export const auctionOf = (
  auctionType: AuctionType,
  overrides: Partial<PurchaseTerms> = {},
): PurchaseTerms => ({
  auctionType,
  starts: START,
  ends: END,
  priceCents: 10_000,
  initialQuantity: 1,
  availableQuantity: 1,
  soldOut: false,
  bidIncrementCents: 1_000,
  minimumWinningBidCents: null,
  floorPriceCents: null,
  reductionAmountCents: null,
  interval: null,
  ...overrides,
});

export const verified = (userId: string, overrides: Partial<Participant> = {}): Participant => ({
  userId,
  username: `user_${userId}`,
  emailVerified: true,
  preQualified: false,
  ...overrides,
});

let nextSequence = 1;
/** A bid placed `minutes` after the start; sequences grow in call order. */
export const bid = (userId: string, amountCents: number, minutes = 0): BidEntry => ({
  userId,
  username: `user_${userId}`,
  amountCents,
  placedAt: at(START, minutes * TIME_MS.minute).toISOString(),
  sequence: nextSequence++,
});
