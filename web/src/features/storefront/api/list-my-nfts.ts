import useSWR from 'swr';
import type { StorefrontNftOwnerList } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront/nfts: the creator's drafts and NFTs, newest first. */
export const myNftsKey = () => apiKey('listMyStorefrontNfts');

export const useMyNfts = () => useSWR<StorefrontNftOwnerList, ApiError>(myNftsKey());
