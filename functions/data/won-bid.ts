import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { LEAVE_RECOVERY_INDEX, recoveryIndexKeys } from './recovery-index';

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
  /** How that payment pays: what the recovery sweep charges to finish it (the win is in the recovery index meanwhile). */
  method?: PaymentChoice | null;
  createdAt: string;
  updatedAt: string;
}

const wonBidKey = (auctionId: string, userId: string) => ({
  pk: `AUCTION#${auctionId}`,
  sk: `WON_BID#${userId}`,
});

export const WON_BID_ENTITY = 'won-bid';

const fromItem = (item: Item): WonBidRecord => recordOf<WonBidRecord>(item);

export const wonBidFromItem = fromItem;

export const getWonBid = (db: Db, auctionId: string, userId: string) =>
  getItem(db, wonBidKey(auctionId, userId).pk, wonBidKey(auctionId, userId).sk, fromItem);

/** The auction's wins, read strongly (the lapse relies on it). */
export const listWonBids = (db: Db, auctionId: string) =>
  queryItems(db, { pk: wonBidKey(auctionId, '').pk, skBeginsWith: 'WON_BID#', consistent: true }, fromItem);

/** Records a win once: fails its condition when a retried close recorded it first. */
export const putNewWonBid = (db: Db, win: WonBidRecord): TransactItem =>
  putNew(db, { ...wonBidKey(win.auctionId, win.userId), entity: WON_BID_ENTITY, ...win });

const pendingUpdate = (
  db: Db,
  win: Pick<WonBidRecord, 'auctionId' | 'userId'>,
  update: { set: string; condition: string; values: Record<string, unknown>; names?: Record<string, string> },
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: wonBidKey(win.auctionId, win.userId),
    UpdateExpression: update.set,
    ConditionExpression: `#status = :pending AND ${update.condition}`,
    ExpressionAttributeNames: { '#status': 'status', ...update.names },
    ExpressionAttributeValues: { ':pending': 'pending_payment', ...update.values },
  },
});

/**
 * Names the order paying a pending win and how it pays, and puts the win in the recovery index until that
 * payment ends: fails while another order is paying it.
 */
export const claimWonBidPayment = (
  db: Db,
  win: WonBidRecord,
  orderId: string,
  method: PaymentChoice,
  at: string,
) => {
  const { gsi3pk, gsi3sk } = recoveryIndexKeys(orderId, at);
  return pendingUpdate(db, win, {
    set: 'SET orderId = :order, #method = :method, updatedAt = :at, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
    condition: '(attribute_type(orderId, :null) OR orderId = :order)',
    values: {
      ':order': orderId,
      ':method': method,
      ':at': at,
      ':null': 'NULL',
      ':gsi3pk': gsi3pk,
      ':gsi3sk': gsi3sk,
    },
    names: { '#method': 'method' },
  });
};

/** Frees a pending win whose payment was refused, so the winner may pay another way. */
export const releaseWonBidPayment = (db: Db, win: WonBidRecord, orderId: string, at: string) =>
  pendingUpdate(db, win, {
    set: `SET orderId = :none, updatedAt = :at ${LEAVE_RECOVERY_INDEX}`,
    condition: 'orderId = :order',
    values: { ':order': orderId, ':none': null, ':at': at },
  });

/** Marks the win paid by its order; written with the edition's transfer. */
export const markWonBidPaid = (db: Db, win: WonBidRecord, orderId: string, at: string) =>
  pendingUpdate(db, win, {
    set: `SET #status = :paid, updatedAt = :at ${LEAVE_RECOVERY_INDEX}`,
    condition: 'orderId = :order',
    values: { ':order': orderId, ':paid': 'paid', ':at': at },
  });

/**
 * Lapses a win still unpaid; fails when it was paid (or lapsed) first. A payment still under way keeps the win in
 * the recovery index: the sweep refunds it if it went through.
 */
export const lapseWonBid = (db: Db, win: WonBidRecord, at: string) =>
  pendingUpdate(db, win, {
    set: 'SET #status = :lapsed, updatedAt = :at',
    condition: 'dueAt <= :at',
    values: { ':lapsed': 'lapsed', ':at': at },
  });
