import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Db } from '../../functions/data/db';
import { ManualClock } from '../../functions/lib/clock';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { createTestRuntime, waitFor } from '../integration/local-cloud/support';
import { createTestDb } from '../support/db';

const WORKFLOW_TEST_START = '2026-06-01T12:00:00.000Z';

export interface WorkflowTestRuntime {
  db: Db;
  runtime: LocalRuntime;
  clock: ManualClock;
}

/**
 * The local runtime with the real workflow definitions on a fresh table, for a test file. Polls and waits come
 * every few milliseconds; deadlines are on the manual clock, set back to WORKFLOW_TEST_START before each test.
 */
export function setUpWorkflowRuntime(): WorkflowTestRuntime {
  const clock = new ManualClock(WORKFLOW_TEST_START);
  const context = { clock } as WorkflowTestRuntime;
  beforeAll(async () => {
    context.db = await createTestDb();
    context.runtime = createTestRuntime(context.db, { clock, workflows, workflowWaitMs: 5 });
  });
  afterAll(() => context.runtime?.stop());
  beforeEach(() => clock.set(WORKFLOW_TEST_START));
  return context;
}

/** The states an execution entered so far, in order. */
async function statesEntered(runtime: LocalRuntime, executionArn: string) {
  const found = await runtime.workflows.getExecution(executionArn);
  return (found?.history ?? []).filter((event) => event.type === 'StateEntered').map((event) => event.state);
}

/** Waits for the execution to succeed; answers the states it went through. */
export async function settledStates(runtime: LocalRuntime, executionArn: string) {
  const run = await runtime.workflows.settled(executionArn);
  expect(run?.status).toBe('SUCCEEDED');
  return statesEntered(runtime, executionArn);
}

/** Lets a 3-d-secure run find the challenge still open at least once. */
export const afterAChallengeRound = (runtime: LocalRuntime, executionArn: string) =>
  waitFor('a round of the workflow', async () =>
    (await statesEntered(runtime, executionArn)).includes('IsChallengeOver'),
  );
