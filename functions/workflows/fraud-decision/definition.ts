import {
  FRAUD_DECISION_POLL_INTERVAL_MS,
  FRAUD_DECISION_POLL_TIMEOUT_MS,
} from '../../../shared/domain/constants';
import { FRAUD_DECISION_WORKFLOW } from '../../domain/workflow-starts';
import type { WorkflowDefinition, WorkflowTask } from '../types';

const task = (exportName: string): WorkflowTask => ({
  entry: 'functions/workflows/fraud-decision/tasks.ts',
  exportName,
});

/** The "${Name}" placeholder infra replaces with the task's Lambda ARN. */
const resource = (taskName: string) => `\${${taskName}}`;

/** Only Lambda's own hiccups are retried: any error of the check itself cancels the payment (spec part 1 §4). */
const retry = [
  {
    ErrorEquals: ['Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException'],
    IntervalSeconds: 1,
    MaxAttempts: 2,
    BackoffRate: 2,
  },
];
const catchAll = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordError' }];

/**
 * POST /payments/sift-order-decision/{id} starts it: report the order to the fraud provider, then poll its
 * decision every 3 s, as the web polls the check. A check undecided after 120 s, or any error, ends in error.
 */
export const fraudDecisionWorkflow: WorkflowDefinition = {
  name: FRAUD_DECISION_WORKFLOW,
  description:
    "Reports an order to the fraud provider and records the provider's decision on the user's check",
  asl: {
    Comment: 'Input: {userUuid, subject: {kind: drop|auction, id}, checkId}',
    StartAt: 'SubmitOrder',
    TimeoutSeconds: FRAUD_DECISION_POLL_TIMEOUT_MS / 1000,
    States: {
      SubmitOrder: {
        Type: 'Task',
        Resource: resource('SubmitOrder'),
        Retry: retry,
        Catch: catchAll,
        Next: 'IsDecided',
      },
      IsDecided: {
        Type: 'Choice',
        Choices: [{ Variable: '$.done', BooleanEquals: true, Next: 'Decided' }],
        Default: 'WaitBeforePoll',
      },
      WaitBeforePoll: {
        Type: 'Wait',
        Seconds: FRAUD_DECISION_POLL_INTERVAL_MS / 1000,
        Next: 'PollDecision',
      },
      PollDecision: {
        Type: 'Task',
        Resource: resource('PollDecision'),
        Retry: retry,
        Catch: catchAll,
        Next: 'IsDecided',
      },
      RecordError: { Type: 'Task', Resource: resource('RecordError'), Retry: retry, End: true },
      Decided: { Type: 'Succeed' },
    },
  },
  tasks: {
    SubmitOrder: task('submitOrder'),
    PollDecision: task('pollDecision'),
    RecordError: task('recordError'),
  },
};
