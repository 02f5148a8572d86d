import { transactionReportWorkflow } from './transaction-report/definition';
import type { WorkflowDefinition } from './types';

/** Every production workflow. The flows of later issues (fusion, export, withdrawal, 3-D Secure, ...) register here. */
export const workflows: WorkflowDefinition[] = [transactionReportWorkflow];
