import useSWRInfinite from 'swr/infinite';
import type { ResponseOf } from '../../../../../shared/api/contract';
import type { Tier } from '../../../../../shared/domain/enums';
import { type ApiError, apiKey } from '../../../lib/api-client';

export type DropsPage = ResponseOf<'listDrops'>;

export interface DropsFilter {
  search: string;
  /** Chosen category ids; empty is 'All'. */
  categories: readonly string[];
  /** Chosen tiers; empty is any tier. */
  tiers: readonly Tier[];
}

/**
 * GET /api/auction/drops: one page. Lists travel comma-joined like API Gateway joins repeated parameters;
 * empty filters are left out.
 */
export const dropsPageKey = (filter: DropsFilter, page: number, pageSize: number) =>
  apiKey('listDrops', {
    query: {
      page,
      page_size: pageSize,
      search: filter.search || undefined,
      category: filter.categories.join(',') || undefined,
      tiers: filter.tiers.join(',') || undefined,
    },
  });

/**
 * Pages of drops for 'SHOW MORE DROPS'; the next page number comes from the previous answer. The same for every
 * viewer (a 'shared' route): asked at once, even while a reload's session is being restored.
 */
export function useDropsPages(filter: DropsFilter, pageSize: number) {
  return useSWRInfinite<DropsPage, ApiError>(
    (index, previous: DropsPage | null) => {
      if (index === 0) return dropsPageKey(filter, 1, pageSize);
      return previous?.next ? dropsPageKey(filter, previous.next, pageSize) : null;
    },
    // Loading page n+1 leaves the pages already shown alone.
    { revalidateFirstPage: false },
  );
}
