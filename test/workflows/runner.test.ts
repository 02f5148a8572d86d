import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { listDeadLetters } from '../../functions/data/dead-letter';
import { getExecution } from '../../functions/data/workflow-execution';
import { newId } from '../../functions/lib/ids';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { createTestRuntime, waitFor } from '../integration/local-cloud/support';
import { createTestDb } from '../support/db';
import { fixtureWorkflows } from './fixtures/definitions';
import { callsOf, holdGate, releaseGate } from './fixtures/tasks';

let db: Db;
const runtimes: LocalRuntime[] = [];

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.stop()));
});

function startRuntime() {
  const runtime = createTestRuntime(db, { workflows: fixtureWorkflows });
  runtimes.push(runtime);
  return runtime;
}

/** Runs a fixture workflow to its end and answers its record and history. */
async function runToEnd(workflow: string, input: Record<string, unknown>) {
  const runtime = startRuntime();
  const { executionArn } = await runtime.deps.workflows.start(workflow, input, `run-${newId()}`);
  await runtime.workflows.settled(executionArn);
  const found = await runtime.workflows.getExecution(executionArn);
  if (!found) throw new Error('execution not recorded');
  return found;
}

const entered = (history: { type: string; state?: string }[]) =>
  history.filter((event) => event.type === 'StateEntered').map((event) => event.state);

// Each test has its own runtime and run id, so they run side by side.
describe.concurrent('workflow runner', () => {
  it('runs Task, Choice and Wait to success and records the whole history in order', async () => {
    const runId = newId();
    const { execution, history } = await runToEnd('double-flow', { runId, value: 6 });

    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.output).toEqual({ runId, value: 12 });
    expect(execution.stoppedAt).not.toBeNull();
    expect(history.map((event) => event.seq)).toEqual(history.map((_, index) => index + 1));
    expect(history.map((event) => `${event.type}:${event.state ?? ''}`)).toEqual([
      'ExecutionStarted:',
      'StateEntered:Double',
      'StateExited:Double',
      'StateEntered:IsBig',
      'StateExited:IsBig',
      'StateEntered:PauseBriefly',
      'StateExited:PauseBriefly',
      'StateEntered:Done',
      'StateExited:Done',
      'ExecutionSucceeded:',
    ]);
    expect(history.find((event) => event.type === 'StateExited' && event.state === 'Double')?.output).toEqual(
      {
        runId,
        value: 12,
      },
    );
  });

  it('takes the Choice default to a Fail state, records the failure and dead-letters it', async () => {
    const runId = newId();
    const { execution, history } = await runToEnd('double-flow', { runId, value: 2 });

    expect(execution.status).toBe('FAILED');
    expect(execution.failure?.error).toBe('TooSmall');
    expect(entered(history)).toEqual(['Double', 'IsBig', 'TooSmall']);
    expect(history.at(-1)?.type).toBe('ExecutionFailed');
    const letters = await listDeadLetters(db);
    expect(
      letters.find(
        (letter) => letter.source === 'workflow' && JSON.stringify(letter.payload).includes(runId),
      ),
    ).toMatchObject({ error: expect.stringContaining('TooSmall') });
  });

  it('retries a task that fails twice, then succeeds on the third attempt', async () => {
    const runId = newId();
    const { execution, history } = await runToEnd('retry-flow', { runId });

    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.output).toEqual({ runId, attempts: 3 });
    expect(callsOf('flaky', runId)).toBe(3);
    expect(history.filter((event) => event.type === 'StateFailed').map((event) => event.cause)).toEqual([
      'flaky failure 1',
      'flaky failure 2',
    ]);
    expect(
      history.filter((event) => event.type === 'StateRetried').map((event) => event.retryAttempt),
    ).toEqual([1, 2]);
    expect(entered(history)).toEqual(['Flaky']);
  });

  it('routes a task that always fails to the Catch fallback state', async () => {
    const runId = newId();
    const { execution, history } = await runToEnd('catch-flow', { runId });

    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.output).toEqual({
      runId,
      error: { Error: 'PaymentDeclined', Cause: 'card declined' },
      refunded: true,
    });
    expect(callsOf('charge', runId)).toBe(1);
    expect(history.find((event) => event.type === 'StateCaught')).toMatchObject({
      state: 'Charge',
      catchNext: 'Refund',
    });
    expect(entered(history)).toEqual(['Charge', 'Refund']);
  });

  it('starts an execution name once: starting it again answers the same execution', async () => {
    const runtime = startRuntime();
    const runId = newId();
    const name = `once-${runId}`;
    const first = await runtime.deps.workflows.start('catch-flow', { runId }, name);
    const second = await runtime.deps.workflows.start('catch-flow', { runId }, name);
    await runtime.workflows.settled(first.executionArn);

    expect(second.executionArn).toBe(first.executionArn);
    expect(callsOf('charge', runId)).toBe(1);
    const listed = await runtime.ops.listExecutions();
    expect(listed.filter((execution) => execution.name === name)).toHaveLength(1);
  });

  it('rejects an unknown workflow', async () => {
    await expect(startRuntime().deps.workflows.start('no-such-flow', {}, 'x')).rejects.toThrow(
      /Unknown workflow/,
    );
  });
});

describe('workflow runner across a restart', () => {
  it('resumes a Wait where it was, without running the finished task again', async () => {
    const runId = newId();
    const crashed = startRuntime();
    const { executionArn } = await crashed.deps.workflows.start('wait-flow', { runId }, `wait-${runId}`);
    await waitFor(
      'the Wait state',
      async () => (await getExecution(db, executionArn))?.resumePoint?.state === 'Pause',
    );
    await crashed.stop();

    expect((await getExecution(db, executionArn))?.status).toBe('RUNNING');
    expect(callsOf('after', runId)).toBe(0);

    const restarted = startRuntime();
    expect(await restarted.workflows.resumeRunning()).toEqual([executionArn]);
    const execution = await restarted.workflows.settled(executionArn);

    expect(execution?.status).toBe('SUCCEEDED');
    expect(execution?.output).toEqual({ runId, before: true, after: true });
    expect(callsOf('before', runId)).toBe(1);
    expect(callsOf('after', runId)).toBe(1);
    const history = (await restarted.workflows.getExecution(executionArn))?.history ?? [];
    const resumed = history.find((event) => event.type === 'ExecutionResumed');
    expect(resumed).toMatchObject({ state: 'Pause', input: { runId, before: true } });
    expect(resumed?.waitMs).toBeLessThan(2000);
    expect(
      history
        .filter((event) => event.type === 'StateEntered' || event.type === 'ExecutionResumed')
        .map((event) => `${event.type}:${event.state}`),
    ).toEqual([
      'StateEntered:Before',
      'StateEntered:Pause',
      'ExecutionResumed:Pause',
      'StateEntered:Pause',
      'StateEntered:After',
    ]);
  });

  it('re-runs only the task that was in progress when the process stopped', async () => {
    const runId = newId();
    holdGate(runId);
    const crashed = startRuntime();
    const { executionArn } = await crashed.deps.workflows.start('gate-flow', { runId }, `gate-${runId}`);
    await waitFor('the blocked task', () => callsOf('gate', runId) === 1);
    await crashed.stop();
    releaseGate(runId);

    const restarted = startRuntime();
    await restarted.start();
    const execution = await restarted.workflows.settled(executionArn);

    expect(execution?.status).toBe('SUCCEEDED');
    expect(execution?.output).toEqual({ runId, before: true, gated: true, after: true });
    expect(callsOf('before', runId)).toBe(1);
    expect(callsOf('gate', runId)).toBe(2);
    expect(callsOf('after', runId)).toBe(1);
  });
});
