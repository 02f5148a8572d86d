import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

/**
 * Fixed-window counters: one item per key and window, incremented atomically, removed by TTL after the window.
 */
async function addHits(db: Db, now: Date, key: string, windowSeconds: number, hits: number) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const answer = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: { pk: `RATE#${key}#${windowStart}`, sk: 'RATE' },
      UpdateExpression: 'ADD hits :hits SET #ttl = :ttl, entity = :entity',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':hits': hits,
        ':ttl': windowStart + windowSeconds,
        ':entity': 'rate-limit',
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.hits ?? 0);
}

/** Counts a hit in the window `now` falls in; answers the count after it. */
export const countHit = (db: Db, now: Date, key: string, windowSeconds: number): Promise<number> =>
  addHits(db, now, key, windowSeconds, 1);

/** Takes back a hit counted at `now` (from the same window, even when the next one has begun). */
export async function takeBackHit(db: Db, now: Date, key: string, windowSeconds: number): Promise<void> {
  await addHits(db, now, key, windowSeconds, -1);
}
