import useSWR from 'swr';
import type { IdentityVerificationConfig } from '../../../../../shared/api/schemas/account';
import { type ApiError, apiGet } from '../../../lib/api-client';

/** GET /api/withpersona/verification-config: the identity provider's client config (starts the check once). */
export const useIdentityVerificationConfig = () =>
  useSWR<IdentityVerificationConfig, ApiError>(
    ['getIdentityVerificationConfig'],
    () => apiGet('getIdentityVerificationConfig'),
    { revalidateOnFocus: false },
  );
