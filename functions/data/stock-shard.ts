import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItems, type TransactItem } from './db';

/**
 * The unsold supply of something sold in units (an auction's editions), split into counter shards so that a rush
 * spreads its writes over many keys (each shard its own partition) instead of one hot item. A sale takes units
 * from one or more shards; a refused payment gives them back. A shard counts as its share until its first sale
 * creates it.
 * Each shard also counts the units it minted, for open editions, which never run out but need unique numbers.
 */
export const STOCK_SHARDS = 16;

const stockKey = (stockId: string, shard: number) => ({ pk: `STOCK#${stockId}#${shard}`, sk: 'STOCK' });

/** The units shard `shard` starts with: the quantity split evenly, the first shards taking the remainder. */
export const initialShare = (quantity: number, shard: number): number =>
  Math.floor(quantity / STOCK_SHARDS) + (shard < quantity % STOCK_SHARDS ? 1 : 0);

/**
 * Takes `units` from a shard; fails its condition when it holds fewer. A shard never created holds its share of
 * `quantity`, so the first sale from it creates it with that share less the units taken: no buyer races another
 * to create it.
 */
export const takeUnits = (
  db: Db,
  stock: { id: string; quantity: number },
  shard: number,
  units: number,
): TransactItem => {
  const share = initialShare(stock.quantity, shard);
  return {
    Update: {
      TableName: db.tableName,
      Key: stockKey(stock.id, shard),
      UpdateExpression: 'SET remaining = if_not_exists(remaining, :share) - :units, entity = :entity',
      ConditionExpression:
        units <= share ? 'attribute_not_exists(remaining) OR remaining >= :units' : 'remaining >= :units',
      ExpressionAttributeValues: { ':units': units, ':share': share, ':entity': 'stockShard' },
    },
  };
};

export const returnUnits = (db: Db, stockId: string, shard: number, units: number): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: stockKey(stockId, shard),
    UpdateExpression: 'ADD remaining :units',
    ExpressionAttributeValues: { ':units': units },
  },
});

/**
 * Holds only while the shard is empty (or was never created: then its share was 0, as the caller read), so that
 * marking a stock sold out cannot cross units given back meanwhile.
 */
export const assertShardEmpty = (db: Db, stockId: string, shard: number): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: stockKey(stockId, shard),
    ConditionExpression: 'attribute_not_exists(pk) OR remaining = :zero',
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** Holds while the shard has units left. */
export const assertShardHasUnits = (db: Db, stockId: string, shard: number): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: stockKey(stockId, shard),
    ConditionExpression: 'remaining > :zero',
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** Units left in each of `shards`, in their order (one batch read); undefined for a shard never created. */
export const readShards = (db: Db, stockId: string, shards: readonly number[]) =>
  getItems(
    db,
    shards.map((shard) => stockKey(stockId, shard)),
    (item) => Number(item.remaining),
  );

/**
 * Counts `units` more minted by a shard and answers its new total: with the shard number, unique edition numbers
 * without a shared counter (shard s mints s+1, s+1+16, s+1+32...). Creates the shard's counter when missing.
 */
export async function mintFromShard(db: Db, stockId: string, shard: number, units: number): Promise<number> {
  const answer = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: stockKey(stockId, shard),
      UpdateExpression: 'SET entity = :entity ADD minted :units',
      ExpressionAttributeValues: { ':entity': 'stockShard', ':units': units },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.minted);
}
