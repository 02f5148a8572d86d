import type { BidEntry } from './terms';

/** A user's current bid with its place: 1 is the best. */
export interface RankedBid extends BidEntry {
  rank: number;
}

const placedAtMs = (bid: BidEntry) => new Date(bid.placedAt).getTime();

/** Best first: the higher amount; at an equal amount the earlier bid; then the lower sequence (never equal). */
export const compareBids = (a: BidEntry, b: BidEntry): number =>
  b.amountCents - a.amountCents || placedAtMs(a) - placedAtMs(b) || a.sequence - b.sequence;

/** Each user's current bid: their latest (highest sequence), since a later bid is an update of the earlier one. */
export function currentBids(bids: readonly BidEntry[]): BidEntry[] {
  const latest = new Map<string, BidEntry>();
  for (const bid of bids) {
    const seen = latest.get(bid.userId);
    if (!seen || bid.sequence > seen.sequence) latest.set(bid.userId, bid);
  }
  return [...latest.values()];
}

/** The current bids, best first, ranked. */
export const rankBids = (bids: readonly BidEntry[]): RankedBid[] =>
  currentBids(bids)
    .sort(compareBids)
    .map((bid, index) => ({ ...bid, rank: index + 1 }));

/** The user's current bid (the auction's last_bid for them), or null. */
export const lastBidOf = (bids: readonly BidEntry[], userId: string): BidEntry | null =>
  currentBids(bids.filter((bid) => bid.userId === userId))[0] ?? null;
