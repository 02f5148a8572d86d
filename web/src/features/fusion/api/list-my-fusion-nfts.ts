import useSWR from 'swr';
import type { MyFusionNfts } from '../../../../../shared/api/schemas/fusion';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/nft/mine/fusion: the caller's items that may be fused, and the caller's fusions. */
export const myFusionNftsKey = () => apiKey('listMyFusionNfts');

export const useMyFusionNfts = () => useSWR<MyFusionNfts, ApiError>(myFusionNftsKey());
