import { apiSend } from '../../../lib/api-client';

/** POST /api/accept-legal-policies: the payment partner's privacy policy and terms of service, both at once. */
export const acceptLegalPolicies = () =>
  apiSend(
    'acceptLegalPolicies',
    { body: { accepted_dwolla_privacy_policy: true, accepted_dwolla_terms_of_service: true } },
    { toastErrors: false },
  );
