import useSWR from 'swr';
import type { ResponseOf } from '../../../../../shared/api/contract';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** How many drops 'EXPLORE OTHER DROPS' shows. */
export const EXPLORE_DROPS_COUNT = 4;

/** GET /api/auction/drops: the first few drops, for 'EXPLORE OTHER DROPS' under an owned item. */
export const exploreDropsKey = () =>
  apiKey('listDrops', { query: { page: 1, page_size: EXPLORE_DROPS_COUNT } });

export const useExploreDrops = () => useSWR<ResponseOf<'listDrops'>, ApiError>(exploreDropsKey());
