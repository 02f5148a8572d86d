import type { Claim } from '../../../../../shared/api/schemas/external-claims';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/claims/{token}/submit: starts the claim workflow (202, the claim as it was). The page words the
 * failures itself ('Something went wrong. Contact support.').
 */
export const submitClaim = (token: string): Promise<Claim> =>
  apiSend('submitClaim', { params: { token }, body: {} }, { toastErrors: false });
