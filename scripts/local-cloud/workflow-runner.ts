import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { type Db, transactWrite } from '../../functions/data/db';
import { recordDeadLetter } from '../../functions/data/dead-letter';
import {
  appendHistory,
  type ExecutionOutcome,
  getExecution,
  type HistoryEvent,
  listExecutions,
  listHistory,
  listRunningExecutions,
  putNewExecution,
  type ResumePoint,
  type WorkflowExecutionRecord,
} from '../../functions/data/workflow-execution';
import type { Logger } from '../../functions/lib/logger';
import type { WorkflowPort } from '../../functions/lib/ports/workflows';
import type { WorkflowDefinition } from '../../functions/workflows/types';
import { errorMessage, isConditionFailure } from './errors';
import { inBatches } from './in-batches';
import { importFunction } from './repo-modules';

// aws-local-stepfunctions calls Promise.withResolvers (Node 22+); Node 20 lacks it.
const promiseStatics = Promise as unknown as { withResolvers?: () => unknown };
promiseStatics.withResolvers ??= () => {
  let resolve: (value: unknown) => void = () => {};
  let reject: (reason?: unknown) => void = () => {};
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

type AslState = Record<string, unknown>;
type AslStates = Record<string, AslState>;
type TaskHandler = (input: unknown) => Promise<unknown>;
type ExecutionRun = ReturnType<StateMachine['run']>;
type EngineEvent = ExecutionRun['eventLogs'] extends AsyncGenerator<infer E> ? E : never;

const ACCOUNT = '000000000000';
const TASK_PLACEHOLDER = /^\$\{(\w+)\}$/;
const MAX_EVENTS_PER_WRITE = 98;

export interface WorkflowRunnerOptions {
  db: Db;
  newId: () => string;
  logger: Logger;
  region: string;
  workflows: WorkflowDefinition[];
  /**
   * Tests: every Wait, and every pause of a Retry before its next attempt, lasts this many real milliseconds
   * instead of its own time. The tasks keep their deadlines on the clock of their deps, which the test moves.
   */
  waitMs?: number;
}

export interface ExecutionWithHistory {
  execution: WorkflowExecutionRecord;
  history: HistoryEvent[];
}

export interface LocalWorkflowRunner extends WorkflowPort {
  /** After a restart: continues every RUNNING execution from its resume point. Answers their ARNs. */
  resumeRunning(): Promise<string[]>;
  /** Resolves once this process has finished running the execution (or stopped), with its record. */
  settled(executionArn: string): Promise<WorkflowExecutionRecord | undefined>;
  listExecutions(limit?: number): Promise<WorkflowExecutionRecord[]>;
  getExecution(executionArn: string): Promise<ExecutionWithHistory | undefined>;
  /** Stops the executions in progress without finishing them: they stay RUNNING and resume on the next start. */
  stop(): Promise<void>;
}

interface LoadedWorkflow {
  asl: StateMachineDefinition;
  handlers: Record<string, TaskHandler>;
}

/**
 * Copies the ASL with each "${TaskName}" Resource replaced by a Lambda ARN (the engine validates ARNs), and
 * answers which task each Task state runs, nested Parallel and Map states included. The engine keys local task
 * handlers by state name.
 */
function localAsl(definition: WorkflowDefinition, region: string) {
  const taskOfState: Record<string, string> = {};
  const rewrite = (states: AslStates): AslStates =>
    Object.fromEntries(
      Object.entries(states).map(([name, state]) => {
        const copy: AslState = { ...state };
        if (state.Type === 'Task') {
          // Any other Resource would make the engine call AWS.
          const task = TASK_PLACEHOLDER.exec(String(state.Resource))?.[1];
          if (task === undefined || !definition.tasks[task]) {
            throw new Error(
              `Workflow ${definition.name}: ${name} must run one of its tasks as "\${TaskName}"`,
            );
          }
          taskOfState[name] = task;
          copy.Resource = `arn:aws:lambda:${region}:${ACCOUNT}:function:${definition.name}-${task}`;
        }
        if (Array.isArray(state.Branches)) {
          copy.Branches = (state.Branches as { States: AslStates }[]).map((branch) => ({
            ...branch,
            States: rewrite(branch.States),
          }));
        }
        for (const key of ['Iterator', 'ItemProcessor']) {
          const nested = state[key] as { States: AslStates } | undefined;
          if (nested) copy[key] = { ...nested, States: rewrite(nested.States) };
        }
        return [name, copy];
      }),
    );
  const asl = {
    ...definition.asl,
    States: rewrite(definition.asl.States),
  } as unknown as StateMachineDefinition;
  return { asl, taskOfState };
}

/** A Wait of `Seconds` waits only what was left when the process stopped; other Waits start over. */
function remainingWaitMs(state: AslState | undefined, resume: ResumePoint): number | undefined {
  if (state?.Type !== 'Wait' || typeof state.Seconds !== 'number') return undefined;
  return Math.max(0, new Date(resume.enteredAt).getTime() + state.Seconds * 1000 - Date.now());
}

/**
 * The engine reads a Wait's override each time it enters the state: only the interrupted wait is shortened, so a
 * polling loop that comes back to the same Wait waits its full time again.
 */
function firstWaitOnly(state: string, ms: number): Record<string, number> {
  let used = false;
  return {
    get [state]() {
      if (used) return undefined as unknown as number;
      used = true;
      return ms;
    },
  };
}

/** The same override for every state (its Wait, or its Retry pauses), whatever its name. */
const everyState = (ms: number): Record<string, number> => new Proxy({}, { get: () => ms });

const causeText = (cause: unknown) => (typeof cause === 'string' ? cause : JSON.stringify(cause ?? null));

/** A history item, and how it moves the execution along (to a resume point or an outcome). */
interface Described {
  entry: Omit<HistoryEvent, 'seq'>;
  resumePoint?: ResumePoint;
  outcome?: ExecutionOutcome;
}

function describe(event: EngineEvent, topStates: AslStates): Described {
  const timestamp = new Date(event.timestamp).toISOString();
  const entry = { type: event.type, timestamp };
  switch (event.type) {
    case 'ExecutionStarted':
      return { entry: { ...entry, input: event.input } };
    case 'ExecutionAborted':
      return { entry };
    case 'ExecutionSucceeded':
      return {
        entry: { ...entry, output: event.output },
        outcome: { status: 'SUCCEEDED', output: event.output, stoppedAt: timestamp },
      };
    case 'ExecutionFailed': {
      const failure = { error: event.Error, cause: causeText(event.Cause) };
      return {
        entry: { ...entry, ...failure },
        outcome: { status: 'FAILED', failure, stoppedAt: timestamp },
      };
    }
    case 'ExecutionTimeout': {
      const failure = { error: 'States.Timeout', cause: 'The execution ran longer than its TimeoutSeconds' };
      return {
        entry: { ...entry, ...failure },
        outcome: { status: 'FAILED', failure, stoppedAt: timestamp },
      };
    }
    case 'StateEntered':
    case 'StateExited':
    case 'StateFailed':
    case 'StateRetried':
    case 'StateCaught': {
      const state = {
        ...entry,
        state: event.state.name,
        stateType: event.state.type,
        input: event.state.input,
        index: event.index,
      };
      // Nested states (Parallel branches, Map iterations) never are resume points: their parent is.
      const definition = event.index === undefined ? topStates[event.state.name] : undefined;
      if (event.type === 'StateEntered') {
        return {
          entry: state,
          resumePoint: definition && {
            state: event.state.name,
            input: event.state.input,
            enteredAt: timestamp,
          },
        };
      }
      if (event.type === 'StateExited') {
        // Once a state is done, resume at its successor so it never runs again (a Choice is cheap to re-run).
        const next = definition?.Type !== 'Choice' ? definition?.Next : undefined;
        return {
          entry: { ...state, output: event.state.output },
          resumePoint:
            typeof next === 'string'
              ? { state: next, input: event.state.output, enteredAt: timestamp }
              : undefined,
        };
      }
      if (event.type === 'StateFailed')
        return { entry: { ...state, error: event.Error, cause: causeText(event.Cause) } };
      if (event.type === 'StateRetried') return { entry: { ...state, retryAttempt: event.retry.attempt } };
      return { entry: { ...state, catchNext: event.catch.catcher.Next } };
    }
    default:
      return {
        entry: { ...entry, state: event.parentState.name, index: 'index' in event ? event.index : undefined },
      };
  }
}

/**
 * Runs the workflow definitions with aws-local-stepfunctions, the tasks being their handlers in this process.
 * Every execution and each event of its history are items, so a restart resumes what was running.
 */
export function createWorkflowRunner(options: WorkflowRunnerOptions): LocalWorkflowRunner {
  const { db, logger, region } = options;
  const definitions = new Map(options.workflows.map((workflow) => [workflow.name, workflow]));
  const loaded = new Map<string, Promise<LoadedWorkflow>>();
  const active = new Map<string, { abort: () => void; done: Promise<void> }>();

  async function loadWorkflow(definition: WorkflowDefinition): Promise<LoadedWorkflow> {
    const { asl, taskOfState } = localAsl(definition, region);
    new StateMachine(asl); // validates the definition once, before any execution starts
    const handlers: Record<string, TaskHandler> = {};
    for (const [state, taskName] of Object.entries(taskOfState)) {
      const task = definition.tasks[taskName]!;
      handlers[state] = await importFunction<TaskHandler>(task.entry, task.exportName);
    }
    return { asl, handlers };
  }

  function load(workflow: string): Promise<LoadedWorkflow> {
    const definition = definitions.get(workflow);
    if (!definition) return Promise.reject(new Error(`Unknown workflow ${workflow}`));
    let loading = loaded.get(workflow);
    if (!loading) {
      loading = loadWorkflow(definition);
      loaded.set(workflow, loading);
      loading.catch(() => loaded.delete(workflow));
    }
    return loading;
  }

  async function record(
    execution: WorkflowExecutionRecord,
    run: ExecutionRun,
    topStates: AslStates,
    resumed?: { point: ResumePoint; waitMs?: number },
  ) {
    const { executionArn } = execution;
    let seq = execution.eventCount;
    const write = async (described: Described[]) => {
      const events = described.map(({ entry }) => ({ ...entry, seq: ++seq }));
      const resumePoint = described.findLast((item) => item.resumePoint)?.resumePoint;
      const outcome = described.find((item) => item.outcome)?.outcome;
      const items = appendHistory(db, executionArn, events, { resumePoint, outcome });
      if (outcome?.status === 'FAILED') {
        items.push(
          recordDeadLetter(db, {
            id: options.newId(),
            source: 'workflow',
            payload: { executionArn, workflow: execution.workflow, input: execution.input },
            error: `${outcome.failure.error}: ${outcome.failure.cause}`,
            failedAt: outcome.stoppedAt,
          }),
        );
      }
      await transactWrite(db, items);
    };
    let pending: Described[] = [];
    if (resumed) {
      const { point, waitMs } = resumed;
      const timestamp = new Date().toISOString();
      pending.push({
        entry: { type: 'ExecutionResumed', timestamp, state: point.state, input: point.input, waitMs },
      });
    }
    try {
      // One transaction per batch of events: the engine runs on while the previous batch is written.
      for await (const batch of inBatches(run.eventLogs)) {
        // Aborted only by stop(): the execution stays RUNNING and resumes on the next start.
        const aborted = batch.findIndex((event) => event.type === 'ExecutionAborted');
        for (const event of aborted === -1 ? batch : batch.slice(0, aborted)) {
          if (!(resumed && event.type === 'ExecutionStarted')) pending.push(describe(event, topStates));
        }
        for (let i = 0; i < pending.length; i += MAX_EVENTS_PER_WRITE) {
          await write(pending.slice(i, i + MAX_EVENTS_PER_WRITE));
        }
        pending = [];
        if (aborted !== -1) return;
      }
    } catch (error) {
      logger.error('workflow history not recorded', { executionArn, error: errorMessage(error) });
    }
  }

  async function launch(execution: WorkflowExecutionRecord, resume?: ResumePoint) {
    const { asl, handlers } = await load(execution.workflow);
    const topStates = asl.States as unknown as AslStates;
    let definition = asl;
    let waitMs: number | undefined;
    if (resume) {
      waitMs = remainingWaitMs(topStates[resume.state], resume);
      const elapsedSeconds = (Date.now() - new Date(execution.startedAt).getTime()) / 1000;
      const timeout = asl.TimeoutSeconds && Math.max(1, Math.ceil(asl.TimeoutSeconds - elapsedSeconds));
      definition = { ...asl, StartAt: resume.state, ...(timeout ? { TimeoutSeconds: timeout } : {}) };
    }
    // Validated whole when loaded; starting mid-way leaves states unreachable, which is fine here.
    const machine = new StateMachine(definition, { validationOptions: { noValidate: true } });
    const waitTimeOverrides =
      options.waitMs !== undefined
        ? everyState(options.waitMs)
        : resume && waitMs !== undefined
          ? firstWaitOnly(resume.state, waitMs)
          : undefined;
    const run = machine.run((resume ? resume.input : execution.input) as never, {
      overrides: {
        taskResourceLocalHandlers: handlers as never,
        ...(waitTimeOverrides ? { waitTimeOverrides } : {}),
        ...(options.waitMs !== undefined ? { retryIntervalOverrides: everyState(options.waitMs) } : {}),
      },
      context: { Execution: { Id: execution.executionArn, Name: execution.name } },
    });
    // Outcomes are read from the event log; the result promise only needs a handler.
    run.result.catch(() => {});
    const done = record(execution, run, topStates, resume && { point: resume, waitMs }).finally(() =>
      active.delete(execution.executionArn),
    );
    active.set(execution.executionArn, { abort: run.abort, done });
  }

  return {
    async start(workflow, input, executionName) {
      await load(workflow);
      const executionArn = `arn:aws:states:${region}:${ACCOUNT}:execution:${workflow}:${executionName}`;
      const execution: WorkflowExecutionRecord = {
        executionArn,
        workflow,
        name: executionName,
        status: 'RUNNING',
        input,
        output: undefined,
        failure: null,
        startedAt: new Date().toISOString(),
        stoppedAt: null,
        resumePoint: null,
        eventCount: 0,
      };
      try {
        await transactWrite(db, [putNewExecution(db, execution)]);
      } catch (error) {
        // Same name, same execution: starting it again answers the existing one.
        if (isConditionFailure(error)) return { executionArn };
        throw error;
      }
      await launch(execution);
      return { executionArn };
    },

    async resumeRunning() {
      const resumed: string[] = [];
      for (const listed of await listRunningExecutions(db)) {
        if (active.has(listed.executionArn)) continue;
        const execution = await getExecution(db, listed.executionArn);
        if (execution?.status !== 'RUNNING') continue;
        const definition = definitions.get(execution.workflow);
        if (!definition) {
          logger.warn('running execution of an unknown workflow', { executionArn: execution.executionArn });
          continue;
        }
        const resume = execution.resumePoint ?? {
          state: definition.asl.StartAt,
          input: execution.input,
          enteredAt: execution.startedAt,
        };
        await launch(execution, resume);
        resumed.push(execution.executionArn);
      }
      return resumed;
    },

    async settled(executionArn) {
      await active.get(executionArn)?.done;
      return getExecution(db, executionArn);
    },

    listExecutions: (limit) => listExecutions(db, limit),

    async getExecution(executionArn) {
      const execution = await getExecution(db, executionArn);
      return execution && { execution, history: await listHistory(db, executionArn) };
    },

    async stop() {
      const running = [...active.values()];
      for (const execution of running) execution.abort();
      await Promise.all(running.map((execution) => execution.done));
    },
  };
}
