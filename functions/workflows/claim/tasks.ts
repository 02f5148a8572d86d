import {
  type ClaimCheck,
  checkClaim as checkClaimStep,
  completeClaim as completeClaimStep,
  failClaim as failClaimStep,
  reserveClaimEditions,
  transferClaimEditions,
} from '../../domain/claims/external/claim-steps';
import type { ClaimWorkflowInput } from '../../domain/claims/external/claim-workflow';
import { getDeps } from '../../lib/deps';

export const checkClaim = (input: ClaimWorkflowInput): Promise<ClaimCheck> =>
  checkClaimStep(getDeps(), input);

export const reserveEditions = (input: ClaimWorkflowInput) => reserveClaimEditions(getDeps(), input);

export const transferEditions = (input: ClaimWorkflowInput) => transferClaimEditions(getDeps(), input);

export const completeClaim = (input: ClaimWorkflowInput) => completeClaimStep(getDeps(), input);

/** The Catch's error ({Error, Cause}) is what the claim records as its failure. */
export const failClaim = (input: ClaimWorkflowInput & { error?: { Error?: string; Cause?: string } }) =>
  failClaimStep(
    getDeps(),
    input,
    `${input.error?.Error ?? 'Error'}: ${input.error?.Cause ?? ''}`.slice(0, 500),
  );
