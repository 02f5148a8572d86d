import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';

/** A winner as the close computed them once: the bid's hold to capture and the edition their rank gives. */
export interface CloseWinner {
  userId: string;
  rank: number;
  amountCents: number;
  /** Null on a pre-qualified auction: its bids take no hold, the winner pays after the close. */
  holdId: string | null;
  /** Holds of the winner's replaced bids: released by the close like a loser's. */
  replacedHoldIds: string[];
  /** The edition (sequence) the winner receives: their rank. */
  edition: number;
}

export interface CloseLoser {
  userId: string;
  /** Every hold the loser's bids took (`bidHoldIds`). */
  holdIds: string[];
}

/**
 * The close of a bid auction and its progress (see docs/data-model.md 'Auction closes'). Created once, at the
 * first attempt, with the result computed from the bids then; every attempt after it (a retry, a concurrent
 * run) works from this record, so the winners never change between attempts. `closed` once every step is done.
 */
export interface AuctionCloseRecord {
  auctionId: string;
  status: 'closing' | 'closed';
  startedAt: string;
  closedAt: string | null;
  winners: CloseWinner[];
  losers: CloseLoser[];
  /** Pre-qualified auctions: winners pay after the close, by this time; null otherwise. */
  paymentDueAt: string | null;
}

/**
 * One finished step of a close, per bidder, written once in the transaction of its notification:
 * `won` (captured and transferred), `awaitingPayment` (pre-qualified winner, pays later: their WonBidRecord), `declined` (the
 * winner's hold could not be captured: the slot is lost) or `lost` (holds released).
 */
export interface CloseStepRecord {
  auctionId: string;
  userId: string;
  outcome: 'won' | 'awaitingPayment' | 'declined' | 'lost';
  orderId: string | null;
  itemId: string | null;
  at: string;
}

export const auctionCloseKey = (auctionId: string) => ({ pk: `AUCTION#${auctionId}`, sk: 'CLOSE' });
export const closeStepKey = (auctionId: string, userId: string) => ({
  pk: `AUCTION_CLOSE#${auctionId}`,
  sk: `STEP#${userId}`,
});

export const getAuctionClose = (db: Db, auctionId: string) =>
  getItem(db, auctionCloseKey(auctionId).pk, auctionCloseKey(auctionId).sk, (item) =>
    recordOf<AuctionCloseRecord>(item),
  );

/** Starts the close: fails its condition when another attempt started it first. */
export const putNewAuctionClose = (db: Db, close: AuctionCloseRecord): TransactItem =>
  putNew(db, { ...auctionCloseKey(close.auctionId), entity: 'auction-close', ...close });

/** Marks the close done, once: fails its condition when it already is. */
export const completeAuctionClose = (db: Db, auctionId: string, closedAt: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: auctionCloseKey(auctionId),
    UpdateExpression: 'SET #status = :closed, closedAt = :at',
    ConditionExpression: '#status = :closing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':closed': 'closed', ':closing': 'closing', ':at': closedAt },
  },
});

/** The steps done so far, read strongly: a retry skips them. */
export const listCloseSteps = (db: Db, auctionId: string) =>
  queryItems(
    db,
    { pk: closeStepKey(auctionId, '').pk, skBeginsWith: 'STEP#', consistent: true },
    (item: Item) => recordOf<CloseStepRecord>(item),
  );

export const getCloseStep = (db: Db, auctionId: string, userId: string) =>
  getItem(db, closeStepKey(auctionId, userId).pk, closeStepKey(auctionId, userId).sk, (item) =>
    recordOf<CloseStepRecord>(item),
  );

/** Records a step once: fails its condition when another attempt recorded it first. */
export const putNewCloseStep = (db: Db, step: CloseStepRecord): TransactItem =>
  putNew(db, { ...closeStepKey(step.auctionId, step.userId), entity: 'auction-close-step', ...step });
