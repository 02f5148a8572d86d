import useSWR from 'swr';
import type { MatchingCollectionOffers } from '../../../../../shared/api/schemas/offers';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/offers/nft_item/{nftItemId}/collection_offers: for the owner, the collection offers the item matches. */
export const itemCollectionOffersKey = (nftItemId: string) =>
  apiKey('listItemCollectionOffers', { params: { nftItemId } });

export const useItemCollectionOffers = (nftItemId: string) =>
  useSWR<MatchingCollectionOffers, ApiError>(useViewerKey(itemCollectionOffersKey(nftItemId)));
