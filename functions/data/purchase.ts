import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, itemRead, recordOf, type TransactItem } from './db';
import { LEAVE_RECOVERY_INDEX, recoveryIndexKeys } from './recovery-index';

/**
 * A pack purchase, keyed by its order id: created together with the unit it reserves, so a retry (or a concurrent
 * twin) of the same checkout finds it and never reserves or charges again. 'completed' once the drawn editions
 * are the buyer's (same transaction); 'released' when the payment was refused and the unit went back. While
 * 'reserved' it sits in the recovery index, so the recovery sweep finishes it if its request never does.
 */
export type PurchaseStatus = 'reserved' | 'completed' | 'released';

export interface ReceivedItemRecord {
  itemId: string;
  nftId: string;
  sequence: number;
}

export interface PurchaseRecord {
  orderId: string;
  userUuid: string;
  packId: string;
  /** The price and the payment method of the checkout: what the recovery sweep charges to finish it. */
  priceCents: number;
  method: PaymentChoice;
  /** A purchase paid by capturing this hold instead of a charge (a draw's winner). */
  holdId?: string;
  /** The stock shard the unit was taken from (given back there). */
  shard: number;
  status: PurchaseStatus;
  /** A hash of the request (buyer, pack, payment method): the same order id with another request is refused. */
  fingerprint: string;
  items: ReceivedItemRecord[];
  createdAt: string;
  updatedAt: string;
}

const purchaseKey = (orderId: string) => ({ pk: `PURCHASE#${orderId}`, sk: 'PURCHASE' });

export const PACK_PURCHASE_ENTITY = 'purchase';

const toItem = (purchase: PurchaseRecord): Item => ({
  ...purchaseKey(purchase.orderId),
  entity: PACK_PURCHASE_ENTITY,
  ...reservedIndexKeys(purchase),
  ...purchase,
});

/** A reserved purchase's place in the recovery index. */
export const reservedIndexKeys = (purchase: {
  orderId: string;
  status: PurchaseStatus;
  createdAt: string;
}) => (purchase.status === 'reserved' ? recoveryIndexKeys(purchase.orderId, purchase.createdAt) : {});

const fromItem = (item: Item): PurchaseRecord => recordOf<PurchaseRecord>(item);

export const purchaseFromItem = fromItem;

export const getPurchase = (db: Db, orderId: string) =>
  getItem(db, purchaseKey(orderId).pk, purchaseKey(orderId).sk, fromItem);

/** The purchase, to read with other items in one call (readTogether). */
export const purchaseRead = (orderId: string) => itemRead(purchaseKey(orderId), fromItem);

/**
 * Puts a new purchase (a pack's or an auction's), or renews one whose payment was refused (a retry after a top-up
 * may succeed).
 */
export const putReservation = (db: Db, item: Item): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: item,
    ConditionExpression: 'attribute_not_exists(pk) OR #status = :released',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':released': 'released' },
  },
});

/** Moves a reserved purchase on (out of the recovery index); fails its condition when a twin moved it first. */
export const finishReservation = (
  db: Db,
  key: { pk: string; sk: string },
  status: Exclude<PurchaseStatus, 'reserved'>,
  items: ReceivedItemRecord[],
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: key,
    UpdateExpression: `SET #status = :status, #items = :items, updatedAt = :at ${LEAVE_RECOVERY_INDEX}`,
    ConditionExpression: '#status = :reserved',
    ExpressionAttributeNames: { '#status': 'status', '#items': 'items' },
    ExpressionAttributeValues: { ':status': status, ':items': items, ':at': at, ':reserved': 'reserved' },
  },
});

export const reservePurchase = (db: Db, purchase: PurchaseRecord) => putReservation(db, toItem(purchase));

export const finishPurchase = (
  db: Db,
  orderId: string,
  status: Exclude<PurchaseStatus, 'reserved'>,
  items: ReceivedItemRecord[],
  at: string,
) => finishReservation(db, purchaseKey(orderId), status, items, at);
