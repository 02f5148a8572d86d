import { LEADERBOARD_ROWS } from '../../domain/constants';
import type { BidKind } from './auction-kinds';
import { auctionPhase } from './auction-phase';
import { rankBids } from './bid-ranking';
import { lowestBidToBeatCents, minimumBidCents, winnerSlots } from './bid-rules';
import type { AuctionTerms, BidEntry } from './terms';

/** One row of GET /auction/{id}/bids and the bid leaderboard. */
export interface LeaderboardRow {
  /** The place among current bids; null when hidden (silent auction before its end). */
  rank: number | null;
  username: string;
  amountCents: number;
  placedAt: string | Date;
  sequence: number;
  /** The asking user's own bid. */
  own: boolean;
  /** Among the winners if the auction closed now; null when hidden. */
  winning: boolean | null;
}

type LeaderboardTerms = Pick<
  AuctionTerms,
  | 'starts'
  | 'ends'
  | 'soldOut'
  | 'initialQuantity'
  | 'priceCents'
  | 'minimumWinningBidCents'
  | 'bidIncrementCents'
>;

/** Bids are hidden while a silent auction runs; its result is shown once it has ended. */
const bidsHidden = (kind: BidKind, auction: LeaderboardTerms, now: Date) =>
  kind.hiddenBids && auctionPhase(auction, now) !== 'ended';

/**
 * The leaderboard a user sees: every user's current bid, best first. While a silent auction runs, a user sees
 * only their own bid, without its place; a visitor sees nothing.
 */
export function leaderboard(
  kind: BidKind,
  auction: LeaderboardTerms,
  bids: readonly BidEntry[],
  viewerId: string | null,
  now: Date,
): LeaderboardRow[] {
  const hidden = bidsHidden(kind, auction, now);
  const slots = winnerSlots(kind, auction.initialQuantity);
  return rankBids(bids)
    .filter((bid) => !hidden || bid.userId === viewerId)
    .map((bid) => ({
      rank: hidden ? null : bid.rank,
      username: bid.username,
      amountCents: bid.amountCents,
      placedAt: bid.placedAt,
      sequence: bid.sequence,
      own: bid.userId === viewerId,
      winning: hidden ? null : bid.rank <= slots,
    }));
}

/** The rows on screen: 5 (View All), or all of them (View Less). */
export const leaderboardRows = (
  rows: readonly LeaderboardRow[],
  expanded: boolean,
  size: number = LEADERBOARD_ROWS,
): { rows: LeaderboardRow[]; canExpand: boolean } => ({
  rows: expanded ? [...rows] : rows.slice(0, size),
  canExpand: rows.length > size,
});

export interface BidFigures {
  /** highest_bid; null with no bids or while hidden. */
  highestBidCents: number | null;
  /** lowest_bid_to_beat for a newcomer; null while hidden. */
  lowestBidToBeatCents: number | null;
  /** minimum_winning_bid as the form reads it: the least any bid may be. */
  minimumBidCents: number;
}

/** The bid figures an auction shows everyone. */
export function bidFigures(
  kind: BidKind,
  auction: LeaderboardTerms,
  bids: readonly BidEntry[],
  now: Date,
): BidFigures {
  const hidden = bidsHidden(kind, auction, now);
  return {
    highestBidCents: hidden ? null : (rankBids(bids)[0]?.amountCents ?? null),
    lowestBidToBeatCents: hidden ? null : lowestBidToBeatCents(kind, auction, bids),
    minimumBidCents: minimumBidCents(kind, auction),
  };
}
