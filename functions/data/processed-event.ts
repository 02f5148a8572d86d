import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

/** Consumers remember the events they handled (for a week) so an event delivered twice acts once. */
const key = (consumer: string, eventId: string) => ({
  pk: `PROCESSED#${consumer}#${eventId}`,
  sk: 'PROCESSED',
});
const WEEK_SECONDS = 7 * 24 * 3600;

export async function wasProcessed(db: Db, consumer: string, eventId: string): Promise<boolean> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: key(consumer, eventId), ConsistentRead: true }),
  );
  return Item !== undefined;
}

export async function markProcessed(db: Db, consumer: string, eventId: string, now: Date): Promise<void> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...key(consumer, eventId),
          entity: 'processed-event',
          ttl: Math.floor(now.getTime() / 1000) + WEEK_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
