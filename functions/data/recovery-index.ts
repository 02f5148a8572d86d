import { createHash } from 'node:crypto';
import { type Db, type Item, queryItems, type TransactItem } from './db';

/**
 * Work that moves money or items and is not finished yet (a reserved purchase, a win whose payment is under
 * way) carries a place in this sparse index on gsi3 until it reaches an end, so the recovery sweep finds what a
 * crash, a timeout or an error left half-done. 16 partitions (by a hash of the order id), so a rush writes no
 * hot index key; sorted by when the work started, so the sweep reads only what is older than its lease.
 */
export const RECOVERY_SHARDS = 16;

const shardOf = (orderId: string) =>
  createHash('sha256').update(orderId).digest().readUInt16BE(0) % RECOVERY_SHARDS;

/** The index attributes of work started at `startedAt`; removed (REMOVE gsi3pk, gsi3sk) when it ends. */
export const recoveryIndexKeys = (orderId: string, startedAt: string) => ({
  gsi3pk: `RECOVERY#${shardOf(orderId)}`,
  gsi3sk: `${startedAt}#${orderId}`,
});

/** What an update that ends the work adds to its UpdateExpression. */
export const LEAVE_RECOVERY_INDEX = 'REMOVE gsi3pk, gsi3sk';

/**
 * Moves a record of unfinished work (an export, a fusion) on to `step.status` from one of `from`, only if it still
 * is there: of two racing steps (a cancel and the transfer, say), one wins. The step's other fields are set with
 * it; a step that ends the work (`at`, kept as `endedAt`) takes the record out of the recovery index.
 */
export function advanceWork(
  db: Db,
  key: { pk: string; sk: string },
  from: readonly string[],
  { status, at, ...fields }: { status: string; at?: string } & Record<string, unknown>,
): TransactItem {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':to': status };
  for (const [i, was] of from.entries()) values[`:from${i}`] = was;
  const sets = ['#status = :to'];
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  if (at !== undefined) {
    sets.push('endedAt = :at');
    values[':at'] = at;
  }
  return {
    Update: {
      TableName: db.tableName,
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}${at === undefined ? '' : ` ${LEAVE_RECOVERY_INDEX}`}`,
      ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Unfinished work started at or before `startedBefore`, oldest first, from every shard (the entity decides how). */
export async function listUnfinishedWork(
  db: Db,
  startedBefore: Date,
  limitPerShard: number,
): Promise<Item[]> {
  const before = `${startedBefore.toISOString()}#\uffff`;
  const shards = await Promise.all(
    Array.from({ length: RECOVERY_SHARDS }, (_, shard) =>
      queryItems(
        db,
        { index: 'gsi3', pk: `RECOVERY#${shard}`, skBefore: before, limit: limitPerShard },
        (item) => item,
      ),
    ),
  );
  return shards.flat();
}

/** Takes an item out of the index once the sweep found its work ended; a no-op if it left already. */
export const leaveRecoveryIndex = (
  db: Db,
  key: { pk: string; sk: string },
  gsi3sk: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: key,
    UpdateExpression: LEAVE_RECOVERY_INDEX,
    ConditionExpression: 'gsi3sk = :seen',
    ExpressionAttributeValues: { ':seen': gsi3sk },
  },
});
