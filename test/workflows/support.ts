import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../functions/data/db';
import { ManualClock } from '../../functions/lib/clock';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { createTestRuntime } from '../integration/local-cloud/support';
import { createTestDb } from '../support/db';

export const WORKFLOW_TEST_START = '2026-06-01T12:00:00.000Z';

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
