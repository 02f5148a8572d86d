import useSWR from 'swr';
import type { StorefrontNft } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront_nft/{id} (the catalog NFT's id): the storefront NFT with its Buy Now auction. */
export const storefrontNftKey = (nftId: string) => apiKey('getStorefrontNft', { params: { id: nftId } });

export const useStorefrontNft = (nftId: string) => useSWR<StorefrontNft, ApiError>(storefrontNftKey(nftId));
