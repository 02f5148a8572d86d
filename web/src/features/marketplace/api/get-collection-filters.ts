import useSWR from 'swr';
import type { FilterGroup } from '../../../../../shared/api/schemas/collections';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/collections/{id}/filters/: trait filter groups with counts and percentages. */
export const collectionFiltersKey = (id: string) => apiKey('getCollectionFilters', { params: { id } });

export const useCollectionFilters = (id: string) =>
  useSWR<FilterGroup[], ApiError>(collectionFiltersKey(id), { revalidateOnFocus: false });
