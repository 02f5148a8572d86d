import { messages } from '../../../../shared/domain/messages';
import type { Deps } from '../../../lib/deps';
import { ConflictError } from '../../../lib/errors';
import { type ClaimWithNfts, getBuyerClaim } from './buyer-claims';
import { CLAIM_WORKFLOW, type ClaimWorkflowInput, claimExecutionName } from './claim-workflow';

/**
 * The buyer submits the claim: the claim workflow checks it again, reserves the editions, gives them and marks it
 * claimed. A token is claimed once: a claimed or failed claim is refused here; submitting again while it runs
 * answers the same run.
 */
export async function submitClaim(deps: Deps, userUuid: string, token: string): Promise<ClaimWithNfts> {
  const found = await getBuyerClaim(deps, userUuid, token);
  const { claim } = found;
  if (claim.state === 'claimed') throw new ConflictError(messages.orderAlreadyClaimed, 'claim_claimed');
  if (claim.state === 'failed') throw new ConflictError(messages.contactSupport, 'claim_failed');
  if (claim.state === 'claiming' && claim.claimedBy !== userUuid)
    throw new ConflictError(messages.orderClaimInProgress, 'claim_in_progress');
  const input: ClaimWorkflowInput = { token, userUuid };
  await deps.workflows.start(CLAIM_WORKFLOW, { ...input }, claimExecutionName(input));
  return found;
}
