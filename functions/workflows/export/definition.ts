import { EXPORT_WORKFLOW } from '../../domain/workflow-starts';
import type { WorkflowDefinition, WorkflowTask } from '../types';

const task = (exportName: string): WorkflowTask => ({
  entry: 'functions/workflows/export/tasks.ts',
  exportName,
});

/** The "${Name}" placeholder infra replaces with the task's Lambda ARN. */
const resource = (taskName: string) => `\${${taskName}}`;

/** Every step is a conditional write or an idempotent transfer: running one again is safe. */
const retry = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 4, BackoffRate: 2 }];

/** A refusal is final: no retry, the item goes back to its owner. */
const REJECTED = 'ChainTransferRejectedError';

/**
 * POST /nft/{itemId}/export starts it with the item held: it waits the processing window (2-7 business days; the
 * sandbox clock's seconds locally), then, unless the owner cancelled meanwhile, transfers the token to the wallet
 * and marks the item exported (notifying 'export successful'), or gives the item back when the chain refuses. A
 * transfer whose outcome stays unknown after its retries fails the execution (dead letter): the item stays held,
 * neither lost nor duplicated.
 */
export const exportWorkflow: WorkflowDefinition = {
  name: EXPORT_WORKFLOW,
  description: 'Sends an owned item to an external wallet after the processing window, unless cancelled',
  asl: {
    Comment: 'Input: {exportId, waitSeconds}',
    StartAt: 'WaitProcessingWindow',
    States: {
      WaitProcessingWindow: { Type: 'Wait', SecondsPath: '$.waitSeconds', Next: 'BeginTransfer' },
      BeginTransfer: {
        Type: 'Task',
        Resource: resource('BeginTransfer'),
        ResultPath: '$.begin',
        Retry: retry,
        Next: 'IsCancelled',
      },
      IsCancelled: {
        Type: 'Choice',
        Choices: [{ Variable: '$.begin.proceed', BooleanEquals: false, Next: 'Cancelled' }],
        Default: 'Transfer',
      },
      Transfer: {
        Type: 'Task',
        Resource: resource('Transfer'),
        ResultPath: '$.transfer',
        Retry: [{ ErrorEquals: [REJECTED], MaxAttempts: 0 }, ...retry],
        Catch: [{ ErrorEquals: [REJECTED], ResultPath: '$.error', Next: 'ReturnItem' }],
        Next: 'CompleteExport',
      },
      CompleteExport: { Type: 'Task', Resource: resource('CompleteExport'), Retry: retry, End: true },
      ReturnItem: { Type: 'Task', Resource: resource('ReturnItem'), Retry: retry, Next: 'TransferRejected' },
      Cancelled: { Type: 'Succeed' },
      TransferRejected: { Type: 'Succeed' },
    },
  },
  tasks: {
    BeginTransfer: task('beginTransferTask'),
    Transfer: task('transferTask'),
    CompleteExport: task('completeExportTask'),
    ReturnItem: task('returnItemTask'),
  },
};
