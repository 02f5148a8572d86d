import { type Db, getItem, type Item, recordOf, type TransactItem } from './db';
import type { ReceivedItemRecord } from './purchase';

/**
 * A Buy Now purchase or a free claim of an auction's editions, keyed by its order id: created together with the
 * units it reserves and the buyer's count, so a retry (or a concurrent twin) of the same request finds it and
 * never reserves, charges or delivers twice. 'completed' once the editions are the buyer's (same transaction);
 * 'released' when the payment was refused and the units and the count went back.
 */
export type AuctionPurchaseStatus = 'reserved' | 'completed' | 'released';

export interface StockTake {
  shard: number;
  units: number;
}

export interface AuctionPurchaseRecord {
  orderId: string;
  userUuid: string;
  auctionId: string;
  how: 'buy' | 'claim';
  quantity: number;
  unitPriceCents: number;
  /** The stock shards the units came from (given back there); none for an open edition. */
  takes: StockTake[];
  status: AuctionPurchaseStatus;
  /** A hash of the request: the same order id with another request is refused. */
  fingerprint: string;
  items: ReceivedItemRecord[];
  createdAt: string;
  updatedAt: string;
}

const purchaseKey = (orderId: string) => ({ pk: `AUCTION_PURCHASE#${orderId}`, sk: 'PURCHASE' });

const fromItem = (item: Item): AuctionPurchaseRecord => recordOf<AuctionPurchaseRecord>(item);

export const getAuctionPurchase = (db: Db, orderId: string) =>
  getItem(db, purchaseKey(orderId).pk, purchaseKey(orderId).sk, fromItem);

/** Puts a new purchase, or renews one whose payment was refused (a retry after a top-up may succeed). */
export const reserveAuctionPurchase = (db: Db, purchase: AuctionPurchaseRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: { ...purchaseKey(purchase.orderId), entity: 'auctionPurchase', ...purchase },
    ConditionExpression: 'attribute_not_exists(pk) OR #status = :released',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':released': 'released' },
  },
});

/** Moves a reserved purchase on; fails its condition when a twin moved it first. */
export const finishAuctionPurchase = (
  db: Db,
  orderId: string,
  status: Exclude<AuctionPurchaseStatus, 'reserved'>,
  items: ReceivedItemRecord[],
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: purchaseKey(orderId),
    UpdateExpression: 'SET #status = :status, #items = :items, updatedAt = :at',
    ConditionExpression: '#status = :reserved',
    ExpressionAttributeNames: { '#status': 'status', '#items': 'items' },
    ExpressionAttributeValues: { ':status': status, ':items': items, ':at': at, ':reserved': 'reserved' },
  },
});

const acquiredKey = (auctionId: string, userUuid: string) => ({
  pk: `AUCTION#${auctionId}#BUYER#${userUuid}`,
  sk: 'ACQUIRED',
});

/** Editions the user bought or claimed from the auction (reserved ones included). */
export const getAcquired = async (db: Db, auctionId: string, userUuid: string) =>
  (await getItem(db, acquiredKey(auctionId, userUuid).pk, acquiredKey(auctionId, userUuid).sk, (item) =>
    Number(item.acquired),
  )) ?? 0;

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
