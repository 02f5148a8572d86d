import { FUSION_WORKFLOW } from '../../domain/workflow-starts';
import type { WorkflowDefinition, WorkflowTask } from '../types';

const task = (exportName: string): WorkflowTask => ({
  entry: 'functions/workflows/fusion/tasks.ts',
  exportName,
});

/** The "${Name}" placeholder infra replaces with the task's Lambda ARN. */
const resource = (taskName: string) => `\${${taskName}}`;

/** Every step is a conditional write (the refund idempotent by its key): running one again is safe. */
const retry = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 4, BackoffRate: 2 }];

/** A step that still fails after its retries fails the fusion: the fee and the items go back. */
const failFusion = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FailFusion' }];

/** How often a payment still settling (a 3-D Secure challenge) is looked at again. */
const PAYMENT_POLL_SECONDS = 10;

/**
 * POST /nft/fusion_request starts it with the three items already in the fuser: once the fee is paid (the user is
 * notified 'fusion initiated') it waits for the fused NFT (up to 2 weeks; the sandbox clock's seconds locally),
 * mints it, records the physical item's shipment when a US address was given, and gives the fused NFT to the
 * user ('fusion completed'). A declined payment ends it with the items given back; a step failing for good
 * refunds the fee and gives the items back ('Fuse failed.').
 */
export const fusionWorkflow: WorkflowDefinition = {
  name: FUSION_WORKFLOW,
  description: 'Turns three NFTs in the fuser into one fused NFT once the fee is paid, or gives them back',
  asl: {
    Comment: 'Input: {fusionId, waitSeconds, shipping}',
    StartAt: 'CheckPayment',
    States: {
      CheckPayment: {
        Type: 'Task',
        Resource: resource('CheckPayment'),
        ResultPath: '$.payment',
        Retry: retry,
        Next: 'IsPaid',
      },
      IsPaid: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.payment.outcome', StringEquals: 'paid', Next: 'WaitForFusedNft' },
          { Variable: '$.payment.outcome', StringEquals: 'failed', Next: 'PaymentFailed' },
        ],
        Default: 'WaitForPayment',
      },
      WaitForPayment: { Type: 'Wait', Seconds: PAYMENT_POLL_SECONDS, Next: 'CheckPayment' },
      WaitForFusedNft: { Type: 'Wait', SecondsPath: '$.waitSeconds', Next: 'MintFusedNft' },
      MintFusedNft: {
        Type: 'Task',
        Resource: resource('MintFusedNft'),
        ResultPath: '$.minted',
        Retry: retry,
        Catch: failFusion,
        Next: 'IsShipping',
      },
      IsShipping: {
        Type: 'Choice',
        Choices: [{ Variable: '$.shipping', BooleanEquals: true, Next: 'ShipFusedItem' }],
        Default: 'DeliverFusedItem',
      },
      ShipFusedItem: {
        Type: 'Task',
        Resource: resource('ShipFusedItem'),
        ResultPath: null,
        Retry: retry,
        Catch: failFusion,
        Next: 'DeliverFusedItem',
      },
      DeliverFusedItem: {
        Type: 'Task',
        Resource: resource('DeliverFusedItem'),
        ResultPath: null,
        Retry: retry,
        Catch: failFusion,
        End: true,
      },
      FailFusion: {
        Type: 'Task',
        Resource: resource('FailFusion'),
        ResultPath: null,
        Retry: retry,
        Next: 'FusionFailed',
      },
      PaymentFailed: { Type: 'Succeed' },
      FusionFailed: { Type: 'Succeed' },
    },
  },
  tasks: {
    CheckPayment: task('checkPaymentTask'),
    MintFusedNft: task('mintFusedNftTask'),
    ShipFusedItem: task('shipFusedItemTask'),
    DeliverFusedItem: task('deliverFusedItemTask'),
    FailFusion: task('failFusionTask'),
  },
};
