import { PREQUALIFIED_WINNER_PAYMENT_WINDOW_MS } from '../../domain/constants';
import type { AuctionKind } from './auction-kinds';
import { type RankedBid, rankBids } from './bid-ranking';
import { winnerSlots } from './bid-rules';
import type { BidEntry } from './terms';

export interface AuctionResult {
  /** Best first; a winner's rank is their place (tiered: the tier, 1 the best). */
  winners: RankedBid[];
  /** Every other bidder's current bid, best first: their holds are released. */
  losers: RankedBid[];
}

/**
 * Who wins a bid auction at the close: each user's current bid, ranked (higher amount, then earlier bid), and
 * the best ones up to the winner slots (1, or the quantity). A user holds one bid, so a user wins at most once.
 */
export function auctionResult(kind: AuctionKind, quantity: number, bids: readonly BidEntry[]): AuctionResult {
  if (kind.mode !== 'bid') throw new RangeError(`Auction type ${kind.type} takes no bids`);
  const ranked = rankBids(bids);
  const slots = winnerSlots(kind, quantity);
  return { winners: ranked.slice(0, slots), losers: ranked.slice(slots) };
}

/** Pre-qualified winners pay after the close, within 24 hours (part 2 §9). */
export const preQualifiedPaymentDueAt = (closedAt: Date): Date =>
  new Date(closedAt.getTime() + PREQUALIFIED_WINNER_PAYMENT_WINDOW_MS);
