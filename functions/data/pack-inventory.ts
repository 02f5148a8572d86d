import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, type Db, itemRead, readTogether, type TransactItem } from './db';
import type { PackRecord } from './pack';

/**
 * A pack's unsold supply, split into counter shards so that a drop rush spreads its writes over many keys (each
 * shard its own partition) instead of one hot item. A purchase takes one unit from one shard; a refused payment
 * gives it back. Shards are created on first use with their share of the pack's quantity.
 */
export const STOCK_SHARDS = 16;

const stockKey = (packId: string, shard: number) => ({ pk: `PACK#${packId}#STOCK#${shard}`, sk: 'STOCK' });

/** The units shard `shard` starts with: the quantity split evenly, the first shards taking the remainder. */
export function initialShare(pack: Pick<PackRecord, 'quantity' | 'soldOut'>, shard: number): number {
  if (pack.soldOut) return 0;
  return Math.floor(pack.quantity / STOCK_SHARDS) + (shard < pack.quantity % STOCK_SHARDS ? 1 : 0);
}

const soldOutClaimKey = (packId: string) => ({ pk: `PACK#${packId}#STOCK`, sk: 'SOLD_OUT_CLAIM' });

/**
 * Elects the one buyer who marks the pack sold out among those who read every shard empty at once: a put of the
 * pack's marking claim (`PACK#<id>#STOCK` / `SOLD_OUT_CLAIM`), conditional on no claim newer than `staleBefore`.
 * The losers send this one item instead of a cancelled transaction of every shard. The marker gives the claim up
 * when done (releaseSoldOutMarking), marked or not, so a pack back on sale can be marked again at once; a claim
 * whose marker died lets the next buyer who reads every shard empty claim it once it is stale.
 */
export async function claimSoldOutMarking(
  db: Db,
  packId: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  return conditionHeld(
    db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...soldOutClaimKey(packId),
          entity: 'packSoldOutClaim',
          claimedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR claimedAt < :staleBefore',
        ExpressionAttributeValues: { ':staleBefore': staleBefore.toISOString() },
      }),
    ),
  );
}

/** Gives the sold-out marking claim up (its marker's transaction has ended). */
export async function releaseSoldOutMarking(db: Db, packId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: soldOutClaimKey(packId) }));
}

/**
 * Takes one unit from a shard; fails its condition when the shard is empty. A shard never created holds its
 * initial share, so the first buyer of a shard creates it with that share less the unit taken: no buyer races
 * another to create it.
 */
export const takeStockUnit = (db: Db, pack: PackRecord, shard: number): TransactItem => {
  const share = initialShare(pack, shard);
  return {
    Update: {
      TableName: db.tableName,
      Key: stockKey(pack.id, shard),
      UpdateExpression: 'SET remaining = if_not_exists(remaining, :share) - :one, entity = :entity',
      // A shard whose share is none is never created by a take.
      ConditionExpression:
        share > 0 ? 'attribute_not_exists(remaining) OR remaining > :zero' : 'remaining > :zero',
      ExpressionAttributeValues: { ':share': share, ':one': 1, ':zero': 0, ':entity': 'packStock' },
    },
  };
};

export const returnStockUnit = (db: Db, packId: string, shard: number): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: stockKey(packId, shard),
    UpdateExpression: 'ADD remaining :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/**
 * The shard holds no unit (a condition of marking the pack sold out): created and at 0, or never created with a
 * share of 0.
 */
export const assertStockShardEmpty = (db: Db, pack: PackRecord, shard: number): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: stockKey(pack.id, shard),
    ConditionExpression:
      initialShare({ ...pack, soldOut: false }, shard) === 0
        ? 'attribute_not_exists(pk) OR remaining = :zero'
        : 'remaining = :zero',
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** The shard holds a unit again (a condition of putting a sold-out pack back on sale). */
export const assertStockShardHasUnits = (db: Db, packId: string, shard: number): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: stockKey(packId, shard),
    ConditionExpression: 'remaining > :zero',
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** Each of the pack's shards, to read with other items in one call (readTogether): units left, in shard order. */
export const stockShardReads = (packId: string) =>
  Array.from({ length: STOCK_SHARDS }, (_, shard) =>
    itemRead(stockKey(packId, shard), (item) => Number(item.remaining)),
  );

/** Units left in each of the pack's shards, in one read; undefined for a shard never created. */
export const readStockShards = async (db: Db, packId: string) =>
  (await readTogether(db, { shards: stockShardReads(packId) })).shards;

const buyerKey = (packId: string, userUuid: string) => ({
  pk: `PACK#${packId}#BUYER#${userUuid}`,
  sk: 'BUYER',
});

/** Counts one more pack for the buyer, refused (condition) at the pack's per-account limit. */
export const countPackBought = (db: Db, packId: string, userUuid: string, limit: number): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: buyerKey(packId, userUuid),
    UpdateExpression: 'SET entity = :entity ADD bought :one',
    ConditionExpression: 'attribute_not_exists(bought) OR bought < :limit',
    ExpressionAttributeValues: { ':entity': 'packBuyer', ':one': 1, ':limit': limit },
  },
});

export const uncountPackBought = (db: Db, packId: string, userUuid: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: buyerKey(packId, userUuid),
    UpdateExpression: 'ADD bought :minusOne',
    ExpressionAttributeValues: { ':minusOne': -1 },
  },
});
