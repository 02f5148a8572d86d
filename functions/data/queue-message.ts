import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, type Db, type Item, queryItems, type TransactItem } from './db';

/**
 * A message of a local SQS queue. Each queue is one partition sorted by the time its messages become visible, so
 * a receive reads the visible ones with one query. Receiving moves the message to a later sort key (its new
 * visibility) in one transaction whose delete is conditional: two workers never take the same message, and
 * the sort key is the receipt handle, which changes on every receive as in SQS. Sending and deleting change one
 * item each, so they are plain conditional writes: a transaction of one item costs twice the write units in AWS
 * and, in DynamoDB Local, three to four times the CPU of the same write, holding the lock every transaction waits
 * on (a drop rush's purchases among them).
 */
export interface QueueMessageRecord {
  queue: string;
  messageId: string;
  body: string;
  sentAt: string;
  receiveCount: number;
  firstReceivedAt: string | null;
  visibleAt: string;
  receiptHandle: string;
}

const queuePartition = (queue: string) => `QUEUE#${queue}`;
const sortKey = (visibleAt: string, token: string) => `${visibleAt}#${token}`;
export const queueMessageKey = (queue: string, receiptHandle: string) => ({
  pk: queuePartition(queue),
  sk: receiptHandle,
});

export const toItem = (message: QueueMessageRecord): Item => ({
  ...queueMessageKey(message.queue, message.receiptHandle),
  entity: 'queue-message',
  queue: message.queue,
  messageId: message.messageId,
  body: message.body,
  sentAt: message.sentAt,
  receiveCount: message.receiveCount,
  firstReceivedAt: message.firstReceivedAt,
  visibleAt: message.visibleAt,
});

export const fromItem = (item: Item): QueueMessageRecord => ({
  queue: String(item.queue),
  messageId: String(item.messageId),
  body: String(item.body),
  sentAt: String(item.sentAt),
  receiveCount: Number(item.receiveCount),
  firstReceivedAt: (item.firstReceivedAt as string | null | undefined) ?? null,
  visibleAt: String(item.visibleAt),
  receiptHandle: String(item.sk),
});

/** A new message, visible at once; the message id doubles as its first receipt token. */
export const newQueueMessage = (queue: string, messageId: string, body: string, sentAt: string) => ({
  queue,
  messageId,
  body,
  sentAt,
  receiveCount: 0,
  firstReceivedAt: null,
  visibleAt: sentAt,
  receiptHandle: sortKey(sentAt, messageId),
});

/** SendMessage: writes the new message (a key never used, as its id is new). */
export async function putQueueMessage(db: Db, message: QueueMessageRecord): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: toItem(message),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const visibleUpTo = (now: Date) => sortKey(now.toISOString(), '\uffff');

/** Messages visible at `now`, oldest visibility first. */
export const listVisibleMessages = (db: Db, queue: string, now: Date, limit: number) =>
  queryItems(
    db,
    { pk: queuePartition(queue), skBefore: visibleUpTo(now), limit, consistent: true },
    fromItem,
  );

/**
 * The transaction that receives a message: it disappears from its visible sort key (conditionally, so only one
 * worker wins) and reappears, counted once more, at the end of its visibility timeout.
 */
export function receiveQueueMessage(
  db: Db,
  message: QueueMessageRecord,
  receipt: { token: string; now: Date; visibleAt: string },
): { received: QueueMessageRecord; items: TransactItem[] } {
  const received: QueueMessageRecord = {
    ...message,
    receiveCount: message.receiveCount + 1,
    firstReceivedAt: message.firstReceivedAt ?? receipt.now.toISOString(),
    visibleAt: receipt.visibleAt,
    receiptHandle: sortKey(receipt.visibleAt, receipt.token),
  };
  return {
    received,
    items: [
      deleteQueueMessage(db, message.queue, message.receiptHandle),
      { Put: { TableName: db.tableName, Item: toItem(received) } },
    ],
  };
}

/**
 * DeleteMessage by the receipt handle of its last receive: false, with nothing deleted, when it was received
 * again meanwhile (its handle changed), as SQS ignores a stale handle.
 */
export const removeQueueMessage = (db: Db, queue: string, receiptHandle: string): Promise<boolean> =>
  conditionHeld(
    db.client.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: queueMessageKey(queue, receiptHandle),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );

/** The delete of a message by its current receipt handle, in a transaction (a receive, a dead letter). */
export const deleteQueueMessage = (db: Db, queue: string, receiptHandle: string): TransactItem => ({
  Delete: {
    TableName: db.tableName,
    Key: queueMessageKey(queue, receiptHandle),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

async function countKeys(db: Db, queue: string, condition: string, bound: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: `pk = :pk AND ${condition}`,
        ExpressionAttributeValues: { ':pk': queuePartition(queue), ':bound': bound },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** SQS's ApproximateNumberOfMessages and ApproximateNumberOfMessagesNotVisible. */
export async function countQueueMessages(db: Db, queue: string, now: Date) {
  const bound = visibleUpTo(now);
  const [visible, inFlight] = await Promise.all([
    countKeys(db, queue, 'sk <= :bound', bound),
    countKeys(db, queue, 'sk > :bound', bound),
  ]);
  return { visible, inFlight };
}
