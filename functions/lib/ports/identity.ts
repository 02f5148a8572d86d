import type { IdentityVerificationConfig } from '../../../shared/api/schemas/account';

/** What the provider decided about a user's latest identity inquiry. */
export type InquiryOutcome = 'pending' | 'approved' | 'declined' | 'error';

/**
 * Identity verification (Persona in AWS, a sandbox locally). The client opens the provider's flow with the
 * config; the provider then says what it decided, and the platform reads the outcome from it (a webhook only
 * says that something changed, so the outcome is always read back from the provider).
 */
export interface IdentityPort {
  clientConfig(referenceId: string): IdentityVerificationConfig;
  inquiryOutcome(referenceId: string): Promise<InquiryOutcome>;
}
