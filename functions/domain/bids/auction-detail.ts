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
  unitPriceCents,
} from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import type { Deps } from '../../lib/deps';
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
  const participant = userId ? await participantOf(deps, auction, kind, userId) : null;
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
      refreshAt,
    };
  }
  if (kind.mode !== 'bid') {
    return { auction, priceCents: auction.priceCents, dutch: null, bids: null, isAbleToBid, refreshAt };
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
    refreshAt,
  };
}
