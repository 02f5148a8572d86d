/** The claim workflow's name (functions/workflows/claim takes it from here, so the domain never imports it). */
export const CLAIM_WORKFLOW = 'claim';

/** Who claims which order: the buyer's account, checked again by the workflow's first step. */
export interface ClaimWorkflowInput {
  token: string;
  userUuid: string;
}

/** One execution per claim and claimer: a second submit while it runs (or after) starts nothing new. */
export const claimExecutionName = (input: ClaimWorkflowInput) => `${input.token}-${input.userUuid}`;
