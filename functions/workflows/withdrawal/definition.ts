import { WITHDRAWAL_WORKFLOW } from '../../domain/workflow-starts';
import type { WorkflowDefinition } from '../types';

/** Every step runs in one Lambda (functions/workflows/withdrawal/tasks.ts), told which by `step`. */
const TASK = 'WithdrawalStep';
const RESOURCE = `\${${TASK}}`;

/** Every step is a conditional write, a keyed ledger movement or a provider call idempotent by reference. */
const retry = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 5, BackoffRate: 2 }];

const step = (name: string, extra: Record<string, string> = {}) => ({
  Type: 'Task',
  Resource: RESOURCE,
  Parameters: { step: name, 'withdrawalId.$': '$.withdrawalId', ...extra },
  Retry: retry,
});

/**
 * Started by its payout batch (10 AM or 5 PM US Eastern): sends the payout (or finds the one a lost answer left at
 * the provider), follows it while pending, then completes it (ledger, 'withdrawal completed' notice) or fails it
 * (the money goes back). A bank payout is asked about once more at the end of the return window: returned (R01),
 * the money goes back too; otherwise it is settled. Errors that outlast the retries fail the execution (dead
 * letter and alarm): the money stays in pending payouts, neither lost nor paid twice.
 */
export const withdrawalWorkflow: WorkflowDefinition = {
  name: WITHDRAWAL_WORKFLOW,
  description:
    'Pays a queued withdrawal out through its provider and follows it to completed, failed or returned',
  asl: {
    Comment: 'Input: {withdrawalId, pollSeconds, returnWindowSeconds}',
    StartAt: 'SendPayout',
    States: {
      SendPayout: { ...step('send'), ResultPath: '$.payout', Next: 'PayoutOutcome' },
      PayoutOutcome: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.payout.status', StringEquals: 'completed', Next: 'CompletePayout' },
          { Variable: '$.payout.status', StringEquals: 'failed', Next: 'FailPayout' },
        ],
        Default: 'WaitForPayout',
      },
      WaitForPayout: { Type: 'Wait', SecondsPath: '$.pollSeconds', Next: 'CheckPayout' },
      CheckPayout: { ...step('check'), ResultPath: '$.payout', Next: 'PayoutOutcome' },
      CompletePayout: {
        ...step('complete', { 'transferId.$': '$.payout.transferId' }),
        ResultPath: null,
        Next: 'WaitReturnWindow',
      },
      WaitReturnWindow: { Type: 'Wait', SecondsPath: '$.returnWindowSeconds', Next: 'SettlePayout' },
      SettlePayout: { ...step('settle'), ResultPath: null, End: true },
      FailPayout: {
        ...step('fail', { 'failure.$': '$.payout.failure' }),
        ResultPath: null,
        Next: 'PayoutFailed',
      },
      PayoutFailed: { Type: 'Succeed' },
    },
  },
  tasks: { [TASK]: { entry: 'functions/workflows/withdrawal/tasks.ts', exportName: 'withdrawalStepTask' } },
};
