import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { createTableInput, type IndexName } from './table';

export type Item = Record<string, unknown>;

const KEY_ATTRIBUTES = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'entity',
]);

/**
 * An item without its key and bookkeeping attributes: the record it stores (for records kept as written). A plain
 * loop: every entity read passes here, and entries/filter/fromEntries took about five times as long per item.
 */
export function recordOf<T>(item: Item): T {
  const record: Item = {};
  for (const name of Object.keys(item)) if (!KEY_ATTRIBUTES.has(name)) record[name] = item[name];
  return record as T;
}

/** The table handle every entity module takes: one document client, created once per process. */
export interface Db {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/**
 * The access key a client of DynamoDB Local signs with: the table name's letters and digits (the only characters
 * DynamoDB Local takes in a key). Run in memory, DynamoDB Local keeps a database per key (scripts/local-cloud/
 * dynamodb.ts), so each table gets one of its own: a database that has held many tables with items slows down.
 */
const localAccessKeyOf = (tableName: string) => tableName.replace(/[^A-Za-z0-9]/g, '') || 'local';

export function createDb(options: {
  tableName: string;
  endpoint?: string;
  region?: string;
  maxSockets?: number;
}): Db {
  const base = new DynamoDBClient({
    region: options.region ?? 'us-east-1',
    ...(options.maxSockets
      ? { requestHandler: { httpAgent: { maxSockets: options.maxSockets, keepAlive: true } } }
      : {}),
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          credentials: { accessKeyId: localAccessKeyOf(options.tableName), secretAccessKey: 'local' },
        }
      : {}),
  });
  // Given no logger, the SDK still filters every call's input and output for one (a tenth of a GetItem's CPU).
  base.middlewareStack.remove('loggerMiddleware');
  const client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { client, tableName: options.tableName };
}

export async function createTableIfMissing(db: Db): Promise<boolean> {
  try {
    await db.client.send(new CreateTableCommand(createTableInput(db.tableName)));
    return true;
  } catch (error) {
    if (error instanceof ResourceInUseException) return false;
    throw error;
  }
}

export async function getItem<T>(
  db: Db,
  pk: string,
  sk: string,
  fromItem: (item: Item) => T,
): Promise<T | undefined> {
  const { Item: found } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: { pk, sk }, ConsistentRead: true }),
  );
  return found ? fromItem(found) : undefined;
}

/** BatchGetItem takes at most this many keys per call. */
const BATCH_GET_MAX_KEYS = 100;

/**
 * Strongly consistent reads of many keys in one round trip per 100 (BatchGetItem), answered in the keys' order:
 * undefined where an item is missing. Keys the service leaves unprocessed (throttling) are asked for again.
 */
export async function getItems<T>(
  db: Db,
  keys: { pk: string; sk: string }[],
  fromItem: (item: Item) => T,
): Promise<(T | undefined)[]> {
  const found = new Map<string, T>();
  const keyOf = (key: { pk: unknown; sk: unknown }) => `${key.pk}\n${key.sk}`;
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX_KEYS) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + BATCH_GET_MAX_KEYS);
    while (pending.length > 0) {
      const { Responses, UnprocessedKeys } = await db.client.send(
        new BatchGetCommand({
          RequestItems: { [db.tableName]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      for (const item of Responses?.[db.tableName] ?? [])
        found.set(keyOf(item as { pk: unknown; sk: unknown }), fromItem(item));
      pending = UnprocessedKeys?.[db.tableName]?.Keys ?? [];
    }
  }
  return keys.map((key) => found.get(keyOf(key)));
}

/** One item to read among others of any entity: its key, and how its record is made from the item. */
export interface ItemRead<T> {
  key: { pk: string; sk: string };
  fromItem: (item: Item) => T;
}

export const itemRead = <T>(key: { pk: string; sk: string }, fromItem: (item: Item) => T): ItemRead<T> => ({
  key,
  fromItem,
});

/** Each read's record, in the reads' order: undefined where its item is missing. */
export type ReadResults<R extends readonly ItemRead<unknown>[]> = {
  [K in keyof R]: R[K] extends ItemRead<infer T> ? T | undefined : never;
};

export type ReadGroups = Record<string, readonly ItemRead<unknown>[]>;

/**
 * Items of different entities in one round trip (getItems: strongly consistent), for a request that needs them
 * all before it can decide: a DynamoDB call costs the service and the SDK more than the keys it reads. Answers
 * each group's records in its reads' order. The keys must differ (BatchGetItem refuses a repeated key).
 */
export async function readTogether<const G extends ReadGroups>(
  db: Db,
  groups: G,
): Promise<{ [K in keyof G]: ReadResults<G[K]> }> {
  const reads = Object.values(groups).flat();
  const items = await getItems(
    db,
    reads.map((read) => read.key),
    (item) => item,
  );
  let next = 0;
  const results: Record<string, unknown[]> = {};
  for (const [name, group] of Object.entries(groups))
    results[name] = group.map((read) => {
      const item = items[next++];
      return item === undefined ? undefined : read.fromItem(item);
    });
  return results as { [K in keyof G]: ReadResults<G[K]> };
}

export interface QueryOptions {
  index?: IndexName;
  pk: string;
  skBeginsWith?: string;
  skBetween?: [string, string];
  skBefore?: string;
  descending?: boolean;
  limit?: number;
  consistent?: boolean;
}

/** Queries one partition (of the table or of a GSI), following pages until `limit` items are read. */
export async function queryItems<T>(
  db: Db,
  options: QueryOptions,
  fromItem: (item: Item) => T,
): Promise<T[]> {
  const pkName = options.index ? `${options.index}pk` : 'pk';
  const skName = options.index ? `${options.index}sk` : 'sk';
  const conditions = ['#pk = :pk'];
  const values: Record<string, unknown> = { ':pk': options.pk };
  if (options.skBeginsWith !== undefined) {
    conditions.push('begins_with(#sk, :prefix)');
    values[':prefix'] = options.skBeginsWith;
  } else if (options.skBetween) {
    conditions.push('#sk BETWEEN :from AND :to');
    values[':from'] = options.skBetween[0];
    values[':to'] = options.skBetween[1];
  } else if (options.skBefore !== undefined) {
    conditions.push('#sk <= :before');
    values[':before'] = options.skBefore;
  }
  const names: Record<string, string> = { '#pk': pkName };
  if (conditions.length > 1) names['#sk'] = skName;
  const results: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const input: QueryCommandInput = {
      TableName: db.tableName,
      IndexName: options.index,
      KeyConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: !options.descending,
      ExclusiveStartKey: startKey,
      ConsistentRead: options.index ? undefined : options.consistent,
      Limit: options.limit ? options.limit - results.length : undefined,
    };
    const page = await db.client.send(new QueryCommand(input));
    for (const item of page.Items ?? []) results.push(fromItem(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (!options.limit || results.length < options.limit));
  return results;
}

type SdkTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Action = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
/**
 * One item of a transaction: exactly one action, as DynamoDB requires. The SDK's type makes all four optional,
 * which TypeScript then matched with anything, a list of items included (a `putDrop` list once went unflagged
 * inside another list of items).
 */
export type TransactItem = {
  [A in Action]: { [K in A]: NonNullable<SdkTransactItem[K]> } & { [K in Exclude<Action, A>]?: never };
}[Action];

/** Every multi-item change goes through one TransactWriteItems (at most 100 items). */
export async function transactWrite(db: Db, items: TransactItem[]): Promise<void> {
  if (items.length === 0) return;
  if (items.length > 100) throw new Error(`A transaction takes at most 100 items, got ${items.length}`);
  await db.client.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * The reason codes of a cancelled transaction, one per item in the order written ('None' for an item that did not
 * cancel it, 'ConditionalCheckFailed', 'TransactionConflict', ...); undefined for any other error.
 */
export const cancellationCodes = (error: unknown): string[] | undefined =>
  error instanceof TransactionCanceledException
    ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None')
    : undefined;

/** Whether `error` is a cancelled transaction whose item at `index` failed its condition. */
export const conditionFailedAt = (error: unknown, index: number): boolean =>
  cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';

/** transactWrite answering false, with nothing written, when a cancellation reason is one of `benign`. */
async function transactWriteUnless(db: Db, items: TransactItem[], benign: string[]): Promise<boolean> {
  try {
    await transactWrite(db, items);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.some((code) => benign.includes(code))) return false;
    throw error;
  }
}

/**
 * transactWrite for changes guarded by conditions that another writer may have made first: answers false, with
 * nothing written, when a condition failed.
 */
export const tryTransactWrite = (db: Db, items: TransactItem[]) =>
  transactWriteUnless(db, items, ['ConditionalCheckFailed']);

/**
 * transactWrite that another writer may have raced: answers false, with nothing written, when a condition failed
 * or a concurrent transaction on the same items cancelled it; the caller reads again and decides.
 */
export const writeUnlessRaced = (db: Db, items: TransactItem[]) =>
  transactWriteUnless(db, items, ['ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Awaits one conditional write (a Put, Update or Delete sent alone) and answers whether it was made: false when its
 * condition failed, which answers the caller (taken already, used up, newer already); any other error is thrown.
 */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A conditional Put that succeeds only when the key is new: the uniqueness primitive. */
export const putNew = (db: Db, item: Item): TransactItem => ({
  Put: { TableName: db.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

export const put = (db: Db, item: Item): TransactItem => ({ Put: { TableName: db.tableName, Item: item } });
