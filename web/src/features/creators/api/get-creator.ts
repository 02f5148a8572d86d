import useSWR from 'swr';
import type { Creator } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront_artist/{id}: one creator's public profile. */
export const creatorKey = (id: string) => apiKey('getStorefrontArtist', { params: { id } });

export const useCreator = (id: string) => useSWR<Creator, ApiError>(creatorKey(id));
