import type { CreatorProfile, UpdateCreatorProfileBody } from '../../../../../shared/api/schemas/storefront';
import { apiSend } from '../../../lib/api-client';

/** PATCH /api/storefront/profile: name, bio and payout type. */
export const updateProfile = (body: UpdateCreatorProfileBody): Promise<CreatorProfile> =>
  apiSend('updateCreatorProfile', { body }, { toastErrors: false });
