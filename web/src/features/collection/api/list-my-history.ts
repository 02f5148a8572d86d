import useSWR from 'swr';
import type { HistoryPage, historyOrderings } from '../../../../../shared/api/schemas/nft';
import { type ApiError, apiKey } from '../../../lib/api-client';

export type HistoryOrdering = (typeof historyOrderings)[number];

export interface MyHistoryFilter {
  search: string;
  ordering: HistoryOrdering;
}

/** GET /api/nft/mine/history: one page (4); an empty search is left out. */
export const myHistoryPageKey = (filter: MyHistoryFilter, page: number) =>
  apiKey('listMyHistory', { query: { page, search: filter.search || undefined, ordering: filter.ordering } });

/** One page of the order history; the previous page stays on screen while the next loads. */
export const useMyHistoryPage = (filter: MyHistoryFilter, page: number) =>
  useSWR<HistoryPage, ApiError>(myHistoryPageKey(filter, page), { keepPreviousData: true });
