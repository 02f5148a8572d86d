import useSWR from 'swr';
import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront/nfts/{uuid}: one of the creator's drafts or NFTs. */
export const myNftKey = (uuid: string) => apiKey('getMyStorefrontNft', { params: { uuid } });

/** `refreshInterval` polls while a mint is under way. */
export const useMyNft = (uuid: string, refreshInterval = 0) =>
  useSWR<StorefrontNftOwnerView, ApiError>(myNftKey(uuid), { refreshInterval });
