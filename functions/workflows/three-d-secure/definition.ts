import { CARD_PROVIDER_SUCCESS_WINDOW_MS } from '../../../shared/domain/constants';
import { THREE_D_SECURE_WORKFLOW } from '../../domain/workflow-starts';
import type { WorkflowDefinition, WorkflowTask } from '../types';

const task = (exportName: string): WorkflowTask => ({
  entry: 'functions/workflows/three-d-secure/tasks.ts',
  exportName,
});

/** The "${Name}" placeholder infra replaces with the task's Lambda ARN. */
const resource = (taskName: string) => `\${${taskName}}`;

/**
 * How often the processor is asked. The cardholder coming back (validate-3ds) is the fast path; this catches a
 * challenge finished by one who never came back, within this delay.
 */
export const CHALLENGE_POLL_SECONDS = 30;

/** Finishing and expiring are conditional writes that may safely run again. */
const retry = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }];

/**
 * POST /payments/add-payment-method starts it when the card needs a 3-D Secure challenge, and a checkout when its
 * card payment does: it waits for the challenge to end and finishes the subject as validate-3ds would (activates
 * the card; settles the order and what it bought), or drops the card / declines the order when the card
 * provider's success window closes unfinished.
 */
export const threeDSecureWorkflow: WorkflowDefinition = {
  name: THREE_D_SECURE_WORKFLOW,
  description:
    'Waits for a 3-D Secure challenge to end and finishes what waited on it (a card being added, an order)',
  asl: {
    Comment:
      'Input: {subject: {kind: card, userUuid, cardId} | {kind: order, orderId}, challenge: {sessionId, sourceId}, expiresAt}',
    StartAt: 'WaitForChallenge',
    // A backstop: the window is enforced by ReadChallenge, against the clock the tasks read.
    TimeoutSeconds: CARD_PROVIDER_SUCCESS_WINDOW_MS / 1000 + 10 * CHALLENGE_POLL_SECONDS,
    States: {
      WaitForChallenge: { Type: 'Wait', Seconds: CHALLENGE_POLL_SECONDS, Next: 'ReadChallenge' },
      ReadChallenge: {
        Type: 'Task',
        Resource: resource('ReadChallenge'),
        ResultPath: '$.check',
        // The processor being unreachable for a while is no outcome: ask again at the next round.
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.check', Next: 'WaitForChallenge' }],
        Next: 'IsChallengeOver',
      },
      IsChallengeOver: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.check.progress', StringEquals: 'ended', Next: 'FinishChallenge' },
          { Variable: '$.check.progress', StringEquals: 'expired', Next: 'ExpireChallenge' },
          { Variable: '$.check.progress', StringEquals: 'settled', Next: 'Settled' },
        ],
        Default: 'WaitForChallenge',
      },
      FinishChallenge: { Type: 'Task', Resource: resource('FinishChallenge'), Retry: retry, End: true },
      ExpireChallenge: { Type: 'Task', Resource: resource('ExpireChallenge'), Retry: retry, End: true },
      Settled: { Type: 'Succeed' },
    },
  },
  tasks: {
    ReadChallenge: task('readChallenge'),
    FinishChallenge: task('finishChallenge'),
    ExpireChallenge: task('expireChallenge'),
  },
};
