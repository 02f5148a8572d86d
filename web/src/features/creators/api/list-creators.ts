import useSWR from 'swr';
import type { CreatorPage } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront_artist/?page=: the creators by name, 15 a page. */
export const creatorsKey = (page: number) => apiKey('listStorefrontArtists', { query: { page } });

export const useCreators = (page: number) =>
  useSWR<CreatorPage, ApiError>(creatorsKey(page), { keepPreviousData: true });
