import { STOREFRONT_MINT_WORKFLOW } from '../../domain/workflow-starts';
import type { WorkflowDefinition } from '../types';

/** Every step runs in one Lambda (functions/workflows/storefront-mint/tasks.ts), told which by `step`. */
const TASK = 'StorefrontMintStep';
const RESOURCE = `\${${TASK}}`;

/**
 * Every step is a conditional write, a refund idempotent by its key or a mint idempotent by the NFT's uuid: running
 * one again is safe.
 */
const retry = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 4, BackoffRate: 2 }];

/** The chain refused the mint: final, no retry; the fee goes back. */
const REJECTED = 'NftMintRejectedError';

/** How often a fee still settling (a 3-D Secure challenge) is looked at again. */
const PAYMENT_POLL_SECONDS = 10;

const step = (name: string) => ({
  Type: 'Task',
  Resource: RESOURCE,
  Parameters: { step: name, 'uuid.$': '$.uuid' },
  Retry: retry,
});

/**
 * POST /storefront/nfts/{uuid}/mint starts it with the NFT minting: once the fee is paid it mints the token on the
 * chain and the catalog NFT (its editions held by the platform for the creator's sale), and the NFT ends minted. A
 * declined fee ends it mint_failed; a mint the chain refuses, or a mint step failing for good, refunds the fee and
 * ends it mint_failed.
 */
export const storefrontMintWorkflow: WorkflowDefinition = {
  name: STOREFRONT_MINT_WORKFLOW,
  description: "Mints a creator's storefront NFT once its minting fee is paid, or refunds the fee",
  asl: {
    Comment: 'Input: {uuid}',
    StartAt: 'CheckPayment',
    States: {
      CheckPayment: { ...step('check-payment'), ResultPath: '$.payment', Next: 'IsPaid' },
      IsPaid: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.payment.outcome', StringEquals: 'paid', Next: 'Mint' },
          { Variable: '$.payment.outcome', StringEquals: 'failed', Next: 'PaymentFailed' },
        ],
        Default: 'WaitForPayment',
      },
      WaitForPayment: { Type: 'Wait', Seconds: PAYMENT_POLL_SECONDS, Next: 'CheckPayment' },
      Mint: {
        ...step('mint'),
        Retry: [{ ErrorEquals: [REJECTED], MaxAttempts: 0 }, ...retry],
        ResultPath: '$.minted',
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FailMint' }],
        End: true,
      },
      FailMint: { ...step('fail'), ResultPath: null, Next: 'MintFailed' },
      PaymentFailed: { Type: 'Succeed' },
      MintFailed: { Type: 'Succeed' },
    },
  },
  tasks: {
    [TASK]: { entry: 'functions/workflows/storefront-mint/tasks.ts', exportName: 'storefrontMintStepTask' },
  },
};
