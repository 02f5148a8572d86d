import type { DutchAuctionState } from '../../../shared/domain/enums';
import {
  auctionKind,
  bidFigures,
  bidQuote,
  dutchNextRun,
  dutchScheduleOf,
  dutchState,
  lastBidOf,
  nextDetailRefreshAt,
  participationRefusal,
  reachedPurchaseLimit,
  unitPriceCents,
} from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import { getAcquired } from '../../data/auction-purchase';
import type { Deps } from '../../lib/deps';
import { isSubscribed } from '../promotions/subscriptions';
import { bidsInView } from './bid-book';
import { mustGetAuction, participantOf, readBids } from './bid-context';

export interface AuctionBidFigures {
  /** Null with no bids, or while a silent auction runs. */
  highestBidCents: number | null;
  /** The least that wins a slot now: the caller's own {min} when signed in; null while bids are hidden. */
  lowestBidToBeatCents: number | null;
  /** The least any bid may be (minimum_winning_bid, else the price, else $1). */
  minimumBidCents: number;
  /** The caller's current bid. */
  lastBidCents: number | null;
}

/** An auction with what the clock and the bids make of it now (GET /auction/{id}). */
export interface AuctionDetail {
  auction: AuctionRecord;
  /** The price now: a Dutch auction's falling price, otherwise the auction's price. */
  priceCents: number;
  dutch: { state: DutchAuctionState; nextRun: Date | null } | null;
  bids: AuctionBidFigures | null;
  /** The caller may bid here (signed in, verified, pre-qualified where needed); false for a visitor. */
  isAbleToBid: boolean;
  /** The caller registered interest in the auction's promotion; false for a visitor. */
  promotionSubscribed: boolean;
  /** The caller bought or claimed all the account may (the per-account counter); false for a visitor. */
  reachedPurchaseLimit: boolean;
  /** When the page should load the details again (start, end, 3 minutes before a pre-qualified end, Dutch ticks). */
  refreshAt: Date | null;
}

export async function readAuctionDetail(
  deps: Deps,
  auctionId: string,
  userId: string | null,
): Promise<AuctionDetail> {
  const auction = await mustGetAuction(deps, auctionId);
  const kind = auctionKind(auction.auctionType);
  const now = deps.clock.now();
  const [participant, promotionSubscribed, acquired] = await Promise.all([
    userId ? participantOf(deps, auction, kind, userId) : null,
    isSubscribed(deps, userId, auction.promotionUuid),
    userId && kind.mode !== 'bid' ? getAcquired(deps.db, auction.id, userId) : null,
  ]);
  const reachedLimit = acquired !== null && reachedPurchaseLimit(kind, acquired, auction.maxPerAccount);
  const isAbleToBid =
    kind.mode === 'bid' && participant !== null && participationRefusal(kind, participant) === null;
  const refreshAt = nextDetailRefreshAt(kind, auction, now);

  if (kind.mode === 'buy' && kind.fallingPrice) {
    const schedule = dutchScheduleOf(auction);
    return {
      auction,
      priceCents: unitPriceCents(kind, auction, now),
      dutch: { state: dutchState(schedule, auction.soldOut, now), nextRun: dutchNextRun(schedule, now) },
      bids: null,
      isAbleToBid,
      promotionSubscribed,
      reachedPurchaseLimit: reachedLimit,
      refreshAt,
    };
  }
  if (kind.mode !== 'bid') {
    return {
      auction,
      priceCents: auction.priceCents,
      dutch: null,
      bids: null,
      isAbleToBid,
      promotionSubscribed,
      reachedPurchaseLimit: reachedLimit,
      refreshAt,
    };
  }
  const { book, own } = await readBids(deps, auction, userId);
  const inView = bidsInView(book, own);
  const figures = bidFigures(kind, auction, inView, now);
  const lowestBidToBeatCents =
    figures.lowestBidToBeatCents === null || userId === null
      ? figures.lowestBidToBeatCents
      : bidQuote(kind, auction, inView, userId).requiredCents;
  return {
    auction,
    priceCents: auction.priceCents,
    dutch: null,
    bids: {
      highestBidCents: figures.highestBidCents,
      lowestBidToBeatCents,
      minimumBidCents: figures.minimumBidCents,
      lastBidCents: userId ? (lastBidOf(inView, userId)?.amountCents ?? null) : null,
    },
    isAbleToBid,
    promotionSubscribed,
    reachedPurchaseLimit: reachedLimit,
    refreshAt,
  };
}
