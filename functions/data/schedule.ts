import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ScheduleTarget } from '../lib/ports/scheduler';
import { type Db, getItem, type Item, queryItems, type TransactItem } from './db';

/**
 * A schedule of the local scheduler (EventBridge Scheduler in AWS): one item per unique name. Every schedule sits
 * in one GSI partition sorted by its next fire time, so the poller reads what is due with one query. A poller
 * claims a due schedule by moving that time forward by a lease: another poller's claim then fails its condition,
 * and a poller that crashes mid-fire leaves a schedule that comes due again when the lease ends.
 */
export interface ScheduleRecord {
  name: string;
  /** The next fire time (ISO 8601), or the end of the lease while claimed. */
  dueAt: string;
  /** null for a one-time schedule. */
  everySeconds: number | null;
  target: ScheduleTarget;
  /** Failed attempts of the current firing. */
  attempts: number;
  lastError: string | null;
  lastFiredAt: string | null;
  /** Set while a poller fires it; a re-schedule by name replaces the item and so drops the claim. */
  claimToken: string | null;
}

const DUE_PARTITION = 'SCHEDULES';
export const scheduleKey = (name: string) => ({ pk: `SCHEDULE#${name}`, sk: 'SCHEDULE' });
const dueSortKey = (dueAt: string, name: string) => `${dueAt}#${name}`;

export const toItem = (schedule: ScheduleRecord): Item => ({
  ...scheduleKey(schedule.name),
  gsi1pk: DUE_PARTITION,
  gsi1sk: dueSortKey(schedule.dueAt, schedule.name),
  entity: 'schedule',
  ...schedule,
});

export const fromItem = (item: Item): ScheduleRecord => ({
  name: String(item.name),
  dueAt: String(item.dueAt),
  everySeconds:
    item.everySeconds === null || item.everySeconds === undefined ? null : Number(item.everySeconds),
  target: item.target as ScheduleTarget,
  attempts: Number(item.attempts ?? 0),
  lastError: (item.lastError as string | null | undefined) ?? null,
  lastFiredAt: (item.lastFiredAt as string | null | undefined) ?? null,
  claimToken: (item.claimToken as string | null | undefined) ?? null,
});

export const newSchedule = (
  fields: Pick<ScheduleRecord, 'name' | 'dueAt' | 'everySeconds' | 'target'>,
): ScheduleRecord => ({ ...fields, attempts: 0, lastError: null, lastFiredAt: null, claimToken: null });

/** Creates or replaces the schedule with this name (names are unique, re-scheduling replaces). */
export async function putSchedule(db: Db, schedule: ScheduleRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: toItem(schedule) }));
}

export async function deleteSchedule(db: Db, name: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: scheduleKey(name) }));
}

export const getSchedule = (db: Db, name: string) =>
  getItem(db, scheduleKey(name).pk, scheduleKey(name).sk, fromItem);

/** Every schedule, soonest first. */
export const listSchedules = (db: Db, limit?: number) =>
  queryItems(db, { index: 'gsi1', pk: DUE_PARTITION, limit }, fromItem);

/** Schedules due at `now`, soonest first (through the GSI: the claim's condition re-checks the item). */
export const listDueSchedules = (db: Db, now: Date, limit = 25) =>
  queryItems(
    db,
    { index: 'gsi1', pk: DUE_PARTITION, skBefore: dueSortKey(now.toISOString(), '\uffff'), limit },
    fromItem,
  );

/** Claims a due schedule as read: fails if another poller claimed it or it was re-scheduled meanwhile. */
export const claimSchedule = (
  db: Db,
  schedule: ScheduleRecord,
  claim: { token: string; leaseUntil: string },
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: scheduleKey(schedule.name),
    UpdateExpression: 'SET dueAt = :lease, gsi1sk = :sk, claimToken = :token',
    ConditionExpression: 'dueAt = :seen',
    ExpressionAttributeValues: {
      ':lease': claim.leaseUntil,
      ':sk': dueSortKey(claim.leaseUntil, schedule.name),
      ':token': claim.token,
      ':seen': schedule.dueAt,
    },
  },
});

/** Releases a claim with the schedule's next state; a no-op condition failure if it was re-scheduled meanwhile. */
export const releaseClaim = (
  db: Db,
  name: string,
  token: string,
  next: Pick<ScheduleRecord, 'dueAt' | 'attempts' | 'lastError' | 'lastFiredAt'>,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: scheduleKey(name),
    UpdateExpression:
      'SET dueAt = :due, gsi1sk = :sk, attempts = :attempts, lastError = :error, lastFiredAt = :fired REMOVE claimToken',
    ConditionExpression: 'claimToken = :token',
    ExpressionAttributeValues: {
      ':due': next.dueAt,
      ':sk': dueSortKey(next.dueAt, name),
      ':attempts': next.attempts,
      ':error': next.lastError,
      ':fired': next.lastFiredAt,
      ':token': token,
    },
  },
});

/** Removes a claimed schedule (a one-time schedule that is done), unless it was re-scheduled meanwhile. */
export const deleteClaimed = (db: Db, name: string, token: string): TransactItem => ({
  Delete: {
    TableName: db.tableName,
    Key: scheduleKey(name),
    ConditionExpression: 'claimToken = :token',
    ExpressionAttributeValues: { ':token': token },
  },
});
