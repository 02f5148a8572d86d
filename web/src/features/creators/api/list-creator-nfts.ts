import useSWR from 'swr';
import type { StorefrontNftList } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront_nft/?artist_id=: a creator's minted and listed storefront NFTs. */
export const creatorNftsKey = (creatorId: string) =>
  apiKey('listStorefrontNfts', { query: { artist_id: creatorId } });

export const useCreatorNfts = (creatorId: string) =>
  useSWR<StorefrontNftList, ApiError>(creatorNftsKey(creatorId));
