import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem, recordOf } from '../../data/db';

/**
 * The state the payouts sandboxes (bank and crypto) keep in the table, like their providers' test environments:
 * records made once by key, and payouts processed by the first status check after they were sent.
 */

export interface SandboxKey {
  pk: string;
  sk: string;
}

export const sandboxPayoutsKey = (kind: string, id: string): SandboxKey => ({
  pk: `PAYOUTS_SANDBOX#${kind}#${id}`,
  sk: kind,
});

/** A provider id that stays the same for the same reference, so creating by reference is one conditional put. */
export const sandboxIdOf = (scope: string, reference: string): string =>
  createHash('sha256').update(`payouts-sandbox:${scope}:${reference}`).digest('hex').slice(0, 32);

export const readSandboxRecord = <T>(db: Db, key: SandboxKey): Promise<T | undefined> =>
  getItem(db, key.pk, key.sk, (item) => recordOf<T>(item));

/** Writes `record` under `key` unless something is there already; answers what is stored and whether it is new. */
export async function putSandboxRecordOnce<T extends object>(
  db: Db,
  key: SandboxKey,
  entity: string,
  record: T,
): Promise<{ record: T; created: boolean }> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...key, entity, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { record, created: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const first = await readSandboxRecord<T>(db, key);
    if (!first) throw error;
    return { record: first, created: false };
  }
}

/** Sets `values` on an existing record when `condition` holds; answers the record after, or undefined if missing. */
export async function updateSandboxRecord<T>(
  db: Db,
  key: SandboxKey,
  values: Record<string, unknown>,
  condition?: { expression: string; values: Record<string, unknown> },
): Promise<T | undefined> {
  const names = Object.fromEntries(Object.keys(values).map((name) => [`#${name}`, name]));
  try {
    const { Attributes } = await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: `SET ${Object.keys(values)
          .map((name) => `#${name} = :${name}`)
          .join(', ')}`,
        ConditionExpression: ['attribute_exists(pk)', condition?.expression].filter(Boolean).join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value])),
          ...condition?.values,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? recordOf<T>(Attributes) : undefined;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return readSandboxRecord<T>(db, key);
  }
}

/** What the sandboxes keep of a payout: the failure at send, if any, and when a status check processed it. */
export interface SandboxPayoutRecord {
  id: string;
  reference: string;
  amountCents: number;
  sentAt: string;
  failure: string | null;
  processedAt?: string;
}

/**
 * The payout of `key` as the provider's next status check sees it: a pending one sent at or before `now` is
 * processed then, once (the first check's time is kept).
 */
export async function checkSandboxPayout<T extends SandboxPayoutRecord>(
  db: Db,
  key: SandboxKey,
  now: Date,
): Promise<T | undefined> {
  const payout = await readSandboxRecord<T>(db, key);
  if (!payout || payout.failure !== null || payout.processedAt || now.toISOString() < payout.sentAt)
    return payout;
  return updateSandboxRecord<T>(
    db,
    key,
    { processedAt: now.toISOString() },
    { expression: 'attribute_not_exists(processedAt)', values: {} },
  );
}
