import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { MarketplacePage } from '../../../../../shared/api/schemas/collections';
import type { SortOrder, Tier } from '../../../../../shared/domain/enums';
import { type ApiError, apiKey } from '../../../lib/api-client';

export interface MarketplaceFilter {
  search: string;
  /** Chosen category ids; empty is 'All'. */
  categories: readonly string[];
  /** Chosen tiers; empty is any tier. */
  tiers: readonly Tier[];
  ordering: SortOrder;
}

/** GET /api/collections/marketplace/: `limit` collections from `offset`; empty filters are left out. */
export const marketplaceKey = (filter: MarketplaceFilter, offset: number, limit: number) =>
  apiKey('listMarketplaceCollections', {
    query: {
      limit,
      offset,
      ordering: filter.ordering,
      search: filter.search || undefined,
      category: filter.categories.join(',') || undefined,
      tiers: filter.tiers.join(',') || undefined,
    },
  });

/** Slices for 'SHOW MORE': each next offset comes from the previous answer. */
export const useMarketplacePages = (filter: MarketplaceFilter, limit: number) =>
  useSWRInfinite<MarketplacePage, ApiError>(
    (index, previous: MarketplacePage | null) => {
      if (index === 0) return marketplaceKey(filter, 0, limit);
      return previous?.next != null ? marketplaceKey(filter, previous.next, limit) : null;
    },
    { revalidateFirstPage: false },
  );

/** The featured variant: the carousel's collections. */
export const featuredCollectionsKey = () =>
  apiKey('listMarketplaceCollections', { query: { filters: 'featured' } });

export const useFeaturedCollections = () =>
  useSWR<MarketplacePage, ApiError>(featuredCollectionsKey(), { revalidateOnFocus: false });
