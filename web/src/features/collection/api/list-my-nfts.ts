import useSWRInfinite from 'swr/infinite';
import type { OwnedItemsPage } from '../../../../../shared/api/schemas/nft';
import type { SortOrder, Tier } from '../../../../../shared/domain/enums';
import { type ApiError, apiKey } from '../../../lib/api-client';

export interface MyNftsFilter {
  search: string;
  ordering: SortOrder;
  /** Chosen tiers; empty is any tier. */
  tiers: readonly Tier[];
}

/** GET /api/nft/mine: one page (8); empty filters are left out, tiers travel comma-joined. */
export const myNftsPageKey = (filter: MyNftsFilter, page: number) =>
  apiKey('listMyNfts', {
    query: {
      page,
      name_or_artist: filter.search || undefined,
      ordering: filter.ordering,
      tiers: filter.tiers.join(',') || undefined,
    },
  });

/** The collector's items page after page, for the infinite grid. */
export const useMyNftsPages = (filter: MyNftsFilter) =>
  useSWRInfinite<OwnedItemsPage, ApiError>(
    (index, previous: OwnedItemsPage | null) => {
      if (index === 0) return myNftsPageKey(filter, 1);
      return previous?.next ? myNftsPageKey(filter, previous.next) : null;
    },
    { revalidateFirstPage: false },
  );
