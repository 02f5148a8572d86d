import useSWR from 'swr';
import type { CreatorProfile } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront/profile: the caller's creator profile; 403 without a creator. */
export const profileKey = () => apiKey('getCreatorProfile');

export const useProfile = () => useSWR<CreatorProfile, ApiError>(profileKey());
