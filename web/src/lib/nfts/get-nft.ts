import useSWR from 'swr';
import type { NftDetail } from '../../../../shared/api/schemas/nft';
import { type ApiError, apiKey } from '../api-client';

/** GET /api/nft/{id}: the NFT with its traits, stats and primary-sale auction. */
export const nftKey = (id: string) => apiKey('getNft', { params: { id } });

export const useNft = (id: string) => useSWR<NftDetail, ApiError>(nftKey(id));
