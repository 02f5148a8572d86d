import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';

/**
 * A pre-qualified auction's win, waiting for its payment (spec part 2 §9: the winner pays within 24 hours).
 * Written once by the close with the winner's notice; `paid` in the transaction that gives the winner the edition;
 * `lapsed` by the schedule at `dueAt` when still unpaid (the edition stays the platform's).
 */
export type WonBidStatus = 'pending_payment' | 'paid' | 'lapsed';

export interface WonBidRecord {
  auctionId: string;
  userId: string;
  nftId: string;
  /** The edition (sequence) the win gives: the winner's rank. */
  edition: number;
  amountCents: number;
  status: WonBidStatus;
  dueAt: string;
  /**
   * The order of the payment under way or made: set before the charge, only while none is (so two payments of
   * one win never both charge), cleared when that charge is refused.
   */
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
}

const wonBidKey = (auctionId: string, userId: string) => ({
  pk: `AUCTION#${auctionId}`,
  sk: `WON_BID#${userId}`,
});

const fromItem = (item: Item): WonBidRecord => recordOf<WonBidRecord>(item);

export const getWonBid = (db: Db, auctionId: string, userId: string) =>
  getItem(db, wonBidKey(auctionId, userId).pk, wonBidKey(auctionId, userId).sk, fromItem);

/** The auction's wins, read strongly (the lapse relies on it). */
export const listWonBids = (db: Db, auctionId: string) =>
  queryItems(db, { pk: wonBidKey(auctionId, '').pk, skBeginsWith: 'WON_BID#', consistent: true }, fromItem);

/** Records a win once: fails its condition when a retried close recorded it first. */
export const putNewWonBid = (db: Db, win: WonBidRecord): TransactItem =>
  putNew(db, { ...wonBidKey(win.auctionId, win.userId), entity: 'won-bid', ...win });

const pendingUpdate = (
  db: Db,
  win: Pick<WonBidRecord, 'auctionId' | 'userId'>,
  update: { set: string; condition: string; values: Record<string, unknown> },
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: wonBidKey(win.auctionId, win.userId),
    UpdateExpression: update.set,
    ConditionExpression: `#status = :pending AND ${update.condition}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending_payment', ...update.values },
  },
});

/** Names the order paying a pending win: fails while another order is paying it. */
export const claimWonBidPayment = (db: Db, win: WonBidRecord, orderId: string, at: string) =>
  pendingUpdate(db, win, {
    set: 'SET orderId = :order, updatedAt = :at',
    condition: '(attribute_type(orderId, :null) OR orderId = :order)',
    values: { ':order': orderId, ':at': at, ':null': 'NULL' },
  });

/** Frees a pending win whose payment was refused, so the winner may pay another way. */
export const releaseWonBidPayment = (db: Db, win: WonBidRecord, orderId: string, at: string) =>
  pendingUpdate(db, win, {
    set: 'SET orderId = :none, updatedAt = :at',
    condition: 'orderId = :order',
    values: { ':order': orderId, ':none': null, ':at': at },
  });

/** Marks the win paid by its order; written with the edition's transfer. */
export const markWonBidPaid = (db: Db, win: WonBidRecord, orderId: string, at: string) =>
  pendingUpdate(db, win, {
    set: 'SET #status = :paid, updatedAt = :at',
    condition: 'orderId = :order',
    values: { ':order': orderId, ':paid': 'paid', ':at': at },
  });

/** Lapses a win still unpaid; fails when it was paid (or lapsed) first. */
export const lapseWonBid = (db: Db, win: WonBidRecord, at: string) =>
  pendingUpdate(db, win, {
    set: 'SET #status = :lapsed, updatedAt = :at',
    condition: 'dueAt <= :at',
    values: { ':lapsed': 'lapsed', ':at': at },
  });
