import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

/**
 * Fixed-window counters: one item per key and window, incremented atomically, removed by TTL after the window.
 * Answers the count after this hit.
 */
export async function countHit(db: Db, now: Date, key: string, windowSeconds: number): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const answer = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: { pk: `RATE#${key}#${windowStart}`, sk: 'RATE' },
      UpdateExpression: 'ADD hits :one SET #ttl = :ttl, entity = :entity',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': windowStart + windowSeconds, ':entity': 'rate-limit' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.hits ?? 0);
}
