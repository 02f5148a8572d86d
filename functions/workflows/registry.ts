import { claimWorkflow } from './claim/definition';
import { exportWorkflow } from './export/definition';
import { fraudDecisionWorkflow } from './fraud-decision/definition';
import { fusionWorkflow } from './fusion/definition';
import { storefrontMintWorkflow } from './storefront-mint/definition';
import { threeDSecureWorkflow } from './three-d-secure/definition';
import { transactionReportWorkflow } from './transaction-report/definition';
import type { WorkflowDefinition } from './types';
import { withdrawalWorkflow } from './withdrawal/definition';

/** Every production workflow. Each new flow registers here. */
export const workflows: WorkflowDefinition[] = [
  transactionReportWorkflow,
  fraudDecisionWorkflow,
  threeDSecureWorkflow,
  claimWorkflow,
  exportWorkflow,
  fusionWorkflow,
  withdrawalWorkflow,
  storefrontMintWorkflow,
];
