import { type Db, getItem, type Item, putNew, queryItems, type TransactItem } from './db';

/**
 * A workflow execution of the local runner (Step Functions in AWS). The execution item and its history share a
 * partition: history items sort by a zero-padded sequence number. Every execution is listed newest first in a
 * GSI, and the running ones also in a sparse GSI, which is what a restart reads to resume them.
 */
export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

/** Where a restart continues: the last state entered (or the state a finished state moved to) and its input. */
export interface ResumePoint {
  state: string;
  input: unknown;
  /** Wall-clock time it was entered, so a Wait state waits only what is left. */
  enteredAt: string;
}

export interface ExecutionFailure {
  error: string;
  cause: string;
}

export interface WorkflowExecutionRecord {
  executionArn: string;
  workflow: string;
  name: string;
  status: ExecutionStatus;
  input: unknown;
  output: unknown;
  failure: ExecutionFailure | null;
  startedAt: string;
  stoppedAt: string | null;
  resumePoint: ResumePoint | null;
  /** Sequence number of the last history event. */
  eventCount: number;
}

/** One event of the history: the engine's event types (StateEntered, StateRetried, ...) plus ExecutionResumed. */
export interface HistoryEvent {
  seq: number;
  type: string;
  timestamp: string;
  state?: string;
  stateType?: string;
  input?: unknown;
  output?: unknown;
  error?: string;
  cause?: string;
  retryAttempt?: number;
  catchNext?: string;
  /** ExecutionResumed at a Wait: what was left of it. */
  waitMs?: number;
  /** Map iteration index of a nested state's event. */
  index?: number;
}

const ALL_EXECUTIONS = 'WORKFLOW_EXECUTIONS';
const RUNNING_EXECUTIONS = 'WORKFLOW_EXECUTIONS#RUNNING';
const EXECUTION_SK = 'EXECUTION';
const HISTORY_PREFIX = 'HISTORY#';

const partition = (executionArn: string) => `WORKFLOW_EXECUTION#${executionArn}`;
export const executionKey = (executionArn: string) => ({ pk: partition(executionArn), sk: EXECUTION_SK });
const historyKey = (executionArn: string, seq: number) => ({
  pk: partition(executionArn),
  sk: `${HISTORY_PREFIX}${String(seq).padStart(6, '0')}`,
});

// Inputs and outputs are arbitrary JSON: stored as text so they round-trip exactly.
const toJson = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
const fromJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : undefined);

export function toItem(execution: WorkflowExecutionRecord): Item {
  const listSk = `${execution.startedAt}#${execution.executionArn}`;
  return {
    ...executionKey(execution.executionArn),
    gsi1pk: ALL_EXECUTIONS,
    gsi1sk: listSk,
    ...(execution.status === 'RUNNING' ? { gsi2pk: RUNNING_EXECUTIONS, gsi2sk: listSk } : {}),
    entity: 'workflow-execution',
    executionArn: execution.executionArn,
    workflow: execution.workflow,
    name: execution.name,
    status: execution.status,
    input: toJson(execution.input),
    output: toJson(execution.output),
    failure: execution.failure,
    startedAt: execution.startedAt,
    stoppedAt: execution.stoppedAt,
    resumePoint: execution.resumePoint && {
      ...execution.resumePoint,
      input: toJson(execution.resumePoint.input),
    },
    eventCount: execution.eventCount,
  };
}

export function fromItem(item: Item): WorkflowExecutionRecord {
  const resumePoint = item.resumePoint as (Omit<ResumePoint, 'input'> & { input: string }) | null | undefined;
  return {
    executionArn: String(item.executionArn),
    workflow: String(item.workflow),
    name: String(item.name),
    status: item.status as ExecutionStatus,
    input: fromJson(item.input),
    output: fromJson(item.output),
    failure: (item.failure as ExecutionFailure | null | undefined) ?? null,
    startedAt: String(item.startedAt),
    stoppedAt: (item.stoppedAt as string | null | undefined) ?? null,
    resumePoint: resumePoint ? { ...resumePoint, input: fromJson(resumePoint.input) } : null,
    eventCount: Number(item.eventCount ?? 0),
  };
}

const historyToItem = (executionArn: string, event: HistoryEvent): Item => ({
  ...historyKey(executionArn, event.seq),
  entity: 'workflow-history-event',
  ...event,
  input: toJson(event.input),
  output: toJson(event.output),
});

const historyFromItem = (item: Item): HistoryEvent => {
  const { pk: _pk, sk: _sk, entity: _e, input, output, ...event } = item;
  return { ...(event as unknown as HistoryEvent), input: fromJson(input), output: fromJson(output) };
};

/** Starting is idempotent on the execution name: the put fails if the execution exists. */
export const putNewExecution = (db: Db, execution: WorkflowExecutionRecord): TransactItem =>
  putNew(db, toItem(execution));

export const getExecution = (db: Db, executionArn: string) =>
  getItem(db, partition(executionArn), EXECUTION_SK, fromItem);

export const listExecutions = (db: Db, limit = 50) =>
  queryItems(db, { index: 'gsi1', pk: ALL_EXECUTIONS, descending: true, limit }, fromItem);

/** Running executions, oldest first (through a GSI: read each one again before acting on it). */
export const listRunningExecutions = (db: Db) =>
  queryItems(db, { index: 'gsi2', pk: RUNNING_EXECUTIONS }, fromItem);

export const listHistory = (db: Db, executionArn: string) =>
  queryItems(
    db,
    { pk: partition(executionArn), skBeginsWith: HISTORY_PREFIX, consistent: true },
    historyFromItem,
  );

export type ExecutionOutcome =
  | { status: 'SUCCEEDED'; output: unknown; stoppedAt: string }
  | { status: 'FAILED'; failure: ExecutionFailure; stoppedAt: string };

/**
 * Appends history events and moves the execution along in the same transaction: to its new resume point, or to
 * its outcome (which also takes it out of the running index). Only a running execution takes events. At most 98
 * events per call, so the transaction stays within 100 items with a dead letter.
 */
export function appendHistory(
  db: Db,
  executionArn: string,
  events: HistoryEvent[],
  change: { resumePoint?: ResumePoint; outcome?: ExecutionOutcome } = {},
): TransactItem[] {
  const last = events.at(-1);
  if (!last || events.length > 98)
    throw new Error(`appendHistory takes 1 to 98 events, got ${events.length}`);
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':running': 'RUNNING' };
  const sets: string[] = [];
  const set = (attribute: string, value: unknown) => {
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    sets.push(`#${attribute} = :${attribute}`);
  };
  set('eventCount', last.seq);
  if (change.resumePoint)
    set('resumePoint', { ...change.resumePoint, input: toJson(change.resumePoint.input) });
  const { outcome } = change;
  if (outcome) {
    set('status', outcome.status);
    set('stoppedAt', outcome.stoppedAt);
    if (outcome.status === 'SUCCEEDED') set('output', toJson(outcome.output) ?? 'null');
    else set('failure', outcome.failure);
  }
  return [
    ...events.map(
      (event): TransactItem => ({
        Put: {
          TableName: db.tableName,
          Item: historyToItem(executionArn, event),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ),
    {
      Update: {
        TableName: db.tableName,
        Key: executionKey(executionArn),
        // A finished execution leaves the sparse index of running ones.
        UpdateExpression: `SET ${sets.join(', ')}${outcome ? ' REMOVE gsi2pk, gsi2sk' : ''}`,
        ConditionExpression: '#status = :running',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
}
