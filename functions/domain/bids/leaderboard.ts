import { auctionKind, type LeaderboardRow, leaderboard } from '../../../shared/rules/auctions';
import { type BidRecord, listAuctionBids } from '../../data/bid';
import type { Deps } from '../../lib/deps';
import { mustGetAuction } from './bid-context';

export interface LeaderboardBid extends LeaderboardRow {
  bid: BidRecord;
}

/**
 * GET /auction/{id}/bids: every bidder's current bid, best first. While a silent auction runs the caller sees
 * only their own bid, without its place; a visitor sees none (the rules' leaderboard). No bids on other types.
 */
export async function readLeaderboard(
  deps: Deps,
  auctionId: string,
  viewerId: string | null,
): Promise<LeaderboardBid[]> {
  const auction = await mustGetAuction(deps, auctionId);
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'bid') return [];
  const bids = await listAuctionBids(deps.db, auction.id);
  const bySequence = new Map(bids.map((bid) => [bid.sequence, bid]));
  return leaderboard(kind, auction, bids, viewerId, deps.clock.now()).flatMap((row) => {
    const bid = bySequence.get(row.sequence);
    return bid ? [{ ...row, bid }] : [];
  });
}
