import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, type Item, queryItems, type TransactItem } from './db';

/**
 * What the local cloud gave up on after its retries: a queue message (source: the queue name), a bus delivery
 * ('bus:<rule>'), a failed workflow execution ('workflow') or a schedule ('schedule:<name>'). In AWS these are
 * the DLQs of the queues, rules, state machines and schedules; locally they are items shown on the ops page.
 */
export interface DeadLetterRecord {
  id: string;
  source: string;
  payload: unknown;
  error: string;
  failedAt: string;
}

const PARTITION = 'DEAD_LETTER';
const sourcePartition = (source: string) => `DEAD_LETTER#${source}`;

export const deadLetterKey = (letter: Pick<DeadLetterRecord, 'id' | 'failedAt'>) => ({
  pk: PARTITION,
  sk: `${letter.failedAt}#${letter.id}`,
});

export const toItem = (letter: DeadLetterRecord): Item => ({
  ...deadLetterKey(letter),
  gsi1pk: sourcePartition(letter.source),
  gsi1sk: `${letter.failedAt}#${letter.id}`,
  entity: 'dead-letter',
  id: letter.id,
  source: letter.source,
  // Kept as JSON text: payloads are arbitrary JSON, which DynamoDB maps do not always round-trip (empty keys).
  payload: JSON.stringify(letter.payload ?? null),
  error: letter.error,
  failedAt: letter.failedAt,
});

export const fromItem = (item: Item): DeadLetterRecord => ({
  id: String(item.id),
  source: String(item.source),
  payload: JSON.parse(String(item.payload)),
  error: String(item.error),
  failedAt: String(item.failedAt),
});

/** The transaction item that dead-letters something in the same write that removes it from where it was. */
export const recordDeadLetter = (db: Db, letter: DeadLetterRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(letter) },
});

export async function putDeadLetter(db: Db, letter: DeadLetterRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: toItem(letter) }));
}

/** Newest first. */
export const listDeadLetters = (db: Db, limit = 100) =>
  queryItems(db, { pk: PARTITION, descending: true, limit, consistent: true }, fromItem);

/** One source's dead letters, newest first (through a GSI: a just-written letter may lag). */
export const listDeadLettersFrom = (db: Db, source: string, limit = 100) =>
  queryItems(db, { index: 'gsi1', pk: sourcePartition(source), descending: true, limit }, fromItem);
