import useSWR from 'swr';
import type { PriceHistory, PriceRange } from '../../../../../shared/api/schemas/activity';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/nft/{id}/price-history?range=: the NFT's sales in the range and their summary. */
export const nftPriceHistoryKey = (nftId: string, range: PriceRange) =>
  apiKey('getNftPriceHistory', { params: { id: nftId }, query: { range } });

export const useNftPriceHistory = (nftId: string, range: PriceRange) =>
  useSWR<PriceHistory, ApiError>(nftPriceHistoryKey(nftId, range), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
