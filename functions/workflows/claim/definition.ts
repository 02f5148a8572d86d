import { CLAIM_WORKFLOW } from '../../domain/claims/external/claim-workflow';
import type { WorkflowDefinition, WorkflowTask } from '../types';

const task = (exportName: string): WorkflowTask => ({
  entry: 'functions/workflows/claim/tasks.ts',
  exportName,
});

/** The "${Name}" placeholder infra replaces with the task's Lambda ARN. */
const resource = (taskName: string) => `\${${taskName}}`;

/**
 * Every step is a conditional write that may safely run again, so any failure is retried; only the platform
 * lacking editions is final at once.
 */
const retry = [
  { ErrorEquals: ['ClaimEditionsUnavailable'], MaxAttempts: 0 },
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 4, BackoffRate: 2 },
];

/** A step that still fails after its retries ends the claim failed ('Something went wrong. Contact support.'). */
const toFailure = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FailClaim' }];

const step = (name: string, next: string) => ({
  Type: 'Task',
  Resource: resource(name),
  ResultPath: null,
  Retry: retry,
  Catch: toFailure,
  Next: next,
});

/**
 * POST /claims/{token}/submit starts it: checks the token is unclaimed and the claimer's verified e-mail is the
 * buyer's, reserves the order's editions, gives them to the buyer, then marks the claim claimed with its
 * notification (once). A failure releases what the platform still holds and marks the claim failed.
 */
export const claimWorkflow: WorkflowDefinition = {
  name: CLAIM_WORKFLOW,
  description: 'Claims an order bought on the external auction site: its editions go to the buyer, once',
  asl: {
    Comment: 'Input: {token, userUuid}',
    StartAt: 'CheckClaim',
    TimeoutSeconds: 15 * 60,
    States: {
      CheckClaim: {
        Type: 'Task',
        Resource: resource('CheckClaim'),
        ResultPath: '$.check',
        Retry: retry,
        Catch: toFailure,
        Next: 'IsClaimable',
      },
      IsClaimable: {
        Type: 'Choice',
        Choices: [{ Variable: '$.check.verdict', StringEquals: 'claimable', Next: 'ReserveEditions' }],
        Default: 'Refused',
      },
      ReserveEditions: step('ReserveEditions', 'TransferEditions'),
      TransferEditions: step('TransferEditions', 'CompleteClaim'),
      CompleteClaim: step('CompleteClaim', 'Claimed'),
      Claimed: { Type: 'Succeed' },
      // Not the buyer, or no longer unclaimed: nothing was changed.
      Refused: { Type: 'Succeed' },
      FailClaim: {
        Type: 'Task',
        Resource: resource('FailClaim'),
        ResultPath: null,
        Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 5, BackoffRate: 2 }],
        Next: 'ClaimFailed',
      },
      ClaimFailed: { Type: 'Fail', Error: 'ClaimFailed', Cause: 'The claim could not be made' },
    },
  },
  tasks: {
    CheckClaim: task('checkClaim'),
    ReserveEditions: task('reserveEditions'),
    TransferEditions: task('transferEditions'),
    CompleteClaim: task('completeClaim'),
    FailClaim: task('failClaim'),
  },
};
