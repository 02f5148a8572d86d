import { ProcessStatus } from '../../shared/domain/enums';
import { messages } from '../../shared/domain/messages';
import { recordVerificationStatus } from '../data/identity-verification';
import { getUser } from '../data/user';
import type { Deps } from '../lib/deps';
import type { InquiryOutcome } from '../lib/ports/identity';

const statusOfOutcome: Record<InquiryOutcome, ProcessStatus> = {
  pending: ProcessStatus.pending,
  approved: ProcessStatus.completed,
  declined: ProcessStatus.failed,
  // The provider could not decide: the user has to try again, as after a decline (spec: identity check failure).
  error: ProcessStatus.failed,
};

export interface VerificationResult {
  status: ProcessStatus;
  /** Shown to the user when the check did not pass. */
  message: string | null;
}

/**
 * Reads the provider's decision about a user's inquiry (the reference id is the user's uuid) and records it on the
 * user: approved -> completed, declined or error -> failed, still open -> pending. Called when the provider says
 * something changed (its webhook, or the local sandbox page).
 */
export async function syncIdentityVerification(deps: Deps, userUuid: string): Promise<VerificationResult> {
  const outcome = await deps.identity.inquiryOutcome(userUuid);
  await recordVerificationStatus(deps.db, userUuid, statusOfOutcome[outcome]);
  const status = (await getUser(deps.db, userUuid))?.verificationStatus ?? statusOfOutcome[outcome];
  return { status, message: status === ProcessStatus.failed ? messages.tryAgainLater : null };
}
