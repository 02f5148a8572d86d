import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, itemRead, recordOf, type TransactItem } from './db';
import {
  finishReservation,
  type PurchaseStatus,
  putReservation,
  type ReceivedItemRecord,
  reservedIndexKeys,
} from './purchase';

/**
 * A Buy Now purchase or a free claim of an auction's editions, keyed by its order id: created together with the
 * units it reserves and the buyer's count, so a retry (or a concurrent twin) of the same request finds it and
 * never reserves, charges or delivers twice. 'completed' once the editions are the buyer's (same transaction);
 * 'released' when the payment was refused and the units and the count went back. While 'reserved' it sits in
 * the recovery index, so the recovery sweep finishes it if its request never does.
 */

export interface StockTake {
  shard: number;
  units: number;
}

export interface AuctionPurchaseRecord {
  orderId: string;
  userUuid: string;
  auctionId: string;
  /** 'resale': a listing bought (auctionId is the listing's id). */
  how: 'buy' | 'claim' | 'resale';
  quantity: number;
  unitPriceCents: number;
  /** How a Buy Now pays (what the recovery sweep charges to finish it); none for a free claim. */
  method: PaymentChoice | null;
  /** The stock shards the units came from (given back there); none for an open edition. */
  takes: StockTake[];
  status: PurchaseStatus;
  /** A hash of the request: the same order id with another request is refused. */
  fingerprint: string;
  items: ReceivedItemRecord[];
  createdAt: string;
  updatedAt: string;
}

const purchaseKey = (orderId: string) => ({ pk: `AUCTION_PURCHASE#${orderId}`, sk: 'PURCHASE' });

export const AUCTION_PURCHASE_ENTITY = 'auctionPurchase';

const fromItem = (item: Item): AuctionPurchaseRecord => recordOf<AuctionPurchaseRecord>(item);

export const auctionPurchaseFromItem = fromItem;

export const getAuctionPurchase = (db: Db, orderId: string) =>
  getItem(db, purchaseKey(orderId).pk, purchaseKey(orderId).sk, fromItem);

/** The purchase, to read with other items in one call (readTogether). */
export const auctionPurchaseRead = (orderId: string) => itemRead(purchaseKey(orderId), fromItem);

/** A Buy Now or claim purchase: new, or renewed after a refused payment (see putReservation). */
export const reserveAuctionPurchase = (db: Db, purchase: AuctionPurchaseRecord) =>
  putReservation(db, {
    ...purchaseKey(purchase.orderId),
    entity: AUCTION_PURCHASE_ENTITY,
    ...reservedIndexKeys(purchase),
    ...purchase,
  });

export const finishAuctionPurchase = (
  db: Db,
  orderId: string,
  status: Exclude<PurchaseStatus, 'reserved'>,
  items: ReceivedItemRecord[],
  at: string,
) => finishReservation(db, purchaseKey(orderId), status, items, at);

const acquiredKey = (auctionId: string, userUuid: string) => ({
  pk: `AUCTION#${auctionId}#BUYER#${userUuid}`,
  sk: 'ACQUIRED',
});

/** Editions the user bought or claimed from the auction (reserved ones included). */
export const getAcquired = async (db: Db, auctionId: string, userUuid: string) =>
  (await getItem(db, acquiredKey(auctionId, userUuid).pk, acquiredKey(auctionId, userUuid).sk, (item) =>
    Number(item.acquired),
  )) ?? 0;

/** The user's count, to read with other items in one call (readTogether; missing: 0). */
export const acquiredRead = (auctionId: string, userUuid: string) =>
  itemRead(acquiredKey(auctionId, userUuid), (item) => Number(item.acquired));

/** Counts `units` more for the user; with a limit, refused (condition) when they would pass it. */
export const countAcquired = (
  db: Db,
  auctionId: string,
  userUuid: string,
  units: number,
  limit: number | null,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: acquiredKey(auctionId, userUuid),
    UpdateExpression: 'SET entity = :entity ADD acquired :units',
    ...(limit === null
      ? { ExpressionAttributeValues: { ':entity': 'auctionBuyer', ':units': units } }
      : {
          ConditionExpression: 'attribute_not_exists(acquired) OR acquired <= :most',
          ExpressionAttributeValues: { ':entity': 'auctionBuyer', ':units': units, ':most': limit - units },
        }),
  },
});

export const uncountAcquired = (
  db: Db,
  auctionId: string,
  userUuid: string,
  units: number,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: acquiredKey(auctionId, userUuid),
    UpdateExpression: 'ADD acquired :units',
    ExpressionAttributeValues: { ':units': -units },
  },
});
