import type { CreatorClaim } from '../../../../../shared/api/schemas/storefront';
import { apiSend } from '../../../lib/api-client';

/** POST /api/storefront/claims: claims a creator invitation by its token; the creator is created and linked. */
export const claimInvitation = (token: string): Promise<CreatorClaim> =>
  apiSend('claimCreatorInvitation', { body: { token } }, { toastErrors: false });
