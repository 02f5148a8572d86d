import type { Db } from '../../functions/data/db';
import { type DeadLetterRecord, listDeadLetters } from '../../functions/data/dead-letter';
import { listSchedules, type ScheduleRecord } from '../../functions/data/schedule';
import type { WorkflowExecutionRecord } from '../../functions/data/workflow-execution';
import type { CountingMetrics, MetricCount } from '../../functions/lib/adapters/counting-metrics';
import type { LocalQueues, QueueDepth } from './queues';
import type { ExecutionWithHistory, LocalWorkflowRunner } from './workflow-runner';

/** Read-only views of the local runtime for the ops page. */
export interface LocalOps {
  listExecutions(limit?: number): Promise<WorkflowExecutionRecord[]>;
  getExecution(executionArn: string): Promise<ExecutionWithHistory | undefined>;
  listSchedules(): Promise<ScheduleRecord[]>;
  queueDepths(): Promise<QueueDepth[]>;
  listDeadLetters(limit?: number): Promise<DeadLetterRecord[]>;
  /** The business metrics counted since the cloud started (what AWS writes as EMF), for /dev/metrics.json. */
  metrics(): MetricCount[];
  /** The same, as titled tables for /dev/ops. */
  sections(): Promise<{ title: string; rows: Record<string, unknown>[] }[]>;
}

const HISTORY_OF_LATEST = 5;

export function createOps(
  db: Db,
  workflows: LocalWorkflowRunner,
  queues: LocalQueues,
  metrics: CountingMetrics,
): LocalOps {
  const ops: Omit<LocalOps, 'sections'> = {
    listExecutions: (limit) => workflows.listExecutions(limit),
    getExecution: (executionArn) => workflows.getExecution(executionArn),
    listSchedules: () => listSchedules(db),
    queueDepths: () => queues.depths(),
    listDeadLetters: (limit) => listDeadLetters(db, limit),
    metrics: () => metrics.counts(),
  };

  async function sections() {
    const [executions, schedules, depths, deadLetters] = await Promise.all([
      ops.listExecutions(50),
      ops.listSchedules(),
      ops.queueDepths(),
      ops.listDeadLetters(),
    ]);
    const latest = await Promise.all(
      executions.slice(0, HISTORY_OF_LATEST).map((execution) => ops.getExecution(execution.executionArn)),
    );
    return [
      {
        title: 'Metrics since start',
        rows: ops.metrics().map(({ name, dimensions, count }) => ({ metric: name, dimensions, count })),
      },
      {
        title: 'Workflow executions',
        rows: executions.map((execution) => ({
          workflow: execution.workflow,
          name: execution.name,
          status: execution.status,
          started_at: execution.startedAt,
          stopped_at: execution.stoppedAt,
          resume_at: execution.resumePoint?.state,
          error: execution.failure && `${execution.failure.error}: ${execution.failure.cause}`,
          input: execution.input,
          output: execution.output,
        })),
      },
      {
        title: `History of the latest ${HISTORY_OF_LATEST} executions`,
        rows: latest.flatMap((found) =>
          (found?.history ?? []).map((event) => ({ execution: found?.execution.name, ...event })),
        ),
      },
      {
        title: 'Schedules',
        rows: schedules.map((schedule) => ({
          name: schedule.name,
          due_at: schedule.dueAt,
          every_seconds: schedule.everySeconds,
          target: schedule.target,
          attempts: schedule.attempts,
          last_error: schedule.lastError,
          last_fired_at: schedule.lastFiredAt,
        })),
      },
      {
        title: 'Queues',
        rows: depths.map((depth) => ({
          queue: depth.queue,
          visible: depth.visible,
          in_flight: depth.inFlight,
        })),
      },
      {
        title: 'Dead letters',
        rows: deadLetters.map((letter) => ({
          failed_at: letter.failedAt,
          source: letter.source,
          error: letter.error,
          payload: letter.payload,
        })),
      },
    ];
  }

  return { ...ops, sections };
}
