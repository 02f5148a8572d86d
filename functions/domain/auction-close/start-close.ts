import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { auctionResult, type BidKind, preQualifiedPaymentDueAt } from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import { type AuctionCloseRecord, getAuctionClose, putNewAuctionClose } from '../../data/auction-close';
import { listAuctionBids } from '../../data/bid';
import { transactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { bidHoldIds } from '../bids/place-bid';

/**
 * The auction's close record: the one already started, else a new one with the result of the bids as they stand
 * (no bid is taken after `ends`). Of two attempts starting together one writes it and both continue from it.
 */
export async function startClose(
  deps: Deps,
  auction: AuctionRecord,
  kind: BidKind,
): Promise<AuctionCloseRecord> {
  const started = await getAuctionClose(deps.db, auction.id);
  if (started) return started;
  const bids = await listAuctionBids(deps.db, auction.id);
  const byUser = new Map(bids.map((bid) => [bid.userId, bid]));
  const bidOf = (userId: string) => {
    const bid = byUser.get(userId);
    if (!bid) throw new Error(`No bid of ${userId} on ${auction.id}`);
    return bid;
  };
  const { winners, losers } = auctionResult(kind, auction.initialQuantity, bids);
  const now = deps.clock.now();
  const close: AuctionCloseRecord = {
    auctionId: auction.id,
    status: 'closing',
    startedAt: now.toISOString(),
    closedAt: null,
    winners: winners.map((winner) => {
      const bid = bidOf(winner.userId);
      return {
        userId: winner.userId,
        rank: winner.rank,
        amountCents: bid.amountCents,
        holdId: bid.holdId,
        replacedHoldIds: bid.replacedHoldIds,
        edition: winner.rank,
      };
    }),
    losers: losers.map((loser) => ({ userId: loser.userId, holdIds: bidHoldIds(bidOf(loser.userId)) })),
    paymentDueAt: kind.preQualifiedOnly ? preQualifiedPaymentDueAt(now).toISOString() : null,
  };
  try {
    await transactWrite(deps.db, [putNewAuctionClose(deps.db, close)]);
    return close;
  } catch (error) {
    // Another attempt started the close first (a failed condition or a conflicting transaction).
    const raced =
      error instanceof TransactionCanceledException && (await getAuctionClose(deps.db, auction.id));
    if (!raced) throw error;
    return raced;
  }
}
