import type { AuctionDetail as AuctionDetailView, Bid } from '../../../shared/api/schemas/bids';
import type { BidRecord } from '../../data/bid';
import type { AuctionDetail } from '../../domain/bids/auction-detail';
import type { LeaderboardBid } from '../../domain/bids/leaderboard';
import { centsToUsd, optionalCentsToUsd } from '../../domain/money';
import type { Env } from '../../lib/env';
import { auctionView } from './views';

export function auctionDetailView(
  env: Pick<Env, 'MEDIA_BASE_URL'>,
  detail: AuctionDetail,
): AuctionDetailView {
  const { auction, bids, dutch } = detail;
  return {
    ...auctionView(env, auction, () => detail.promotionSubscribed),
    price: centsToUsd(detail.priceCents),
    highest_bid: bids ? optionalCentsToUsd(bids.highestBidCents) : null,
    minimum_winning_bid: bids
      ? centsToUsd(bids.minimumBidCents)
      : optionalCentsToUsd(auction.minimumWinningBidCents),
    lowest_bid_to_beat: bids ? optionalCentsToUsd(bids.lowestBidToBeatCents) : null,
    last_bid: bids ? optionalCentsToUsd(bids.lastBidCents) : null,
    is_able_to_bid: detail.isAbleToBid,
    reached_purchase_limit: detail.reachedPurchaseLimit,
    dutch_state: dutch?.state ?? null,
    interval: auction.interval
      ? {
          next_run: dutch ? (dutch.nextRun?.toISOString() ?? null) : auction.interval.nextRun,
          every: auction.interval.every,
          period: auction.interval.period,
        }
      : null,
    refresh_at: detail.refreshAt?.toISOString() ?? null,
  };
}

/** A leaderboard row: the Bid entity with its place (null while hidden). */
export const leaderboardBidView = (row: LeaderboardBid): Bid => ({
  ...bidView(row.bid),
  rank: row.rank,
  is_winning: row.winning,
  is_own: row.own,
});

/** The Bid entity of a bid just written: the bidder's own. */
export const bidView = (bid: BidRecord): Bid => ({
  id: bid.id,
  amount: centsToUsd(bid.amountCents),
  created_by: { username: bid.username },
  created_at: bid.placedAt,
  sequence: bid.sequence,
  rank: null,
  is_winning: null,
  is_own: true,
});
