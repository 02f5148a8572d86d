import useSWR from 'swr';
import type { OffersList } from '../../../../../shared/api/schemas/offers';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/**
 * GET /api/offers/nft_item/{nftItemId}: the item's active offers for its owner; the caller's own offers on it for
 * anyone else.
 */
export const itemOffersKey = (nftItemId: string) => apiKey('listItemOffers', { params: { nftItemId } });

export const useItemOffers = (nftItemId: string, enabled = true) =>
  useSWR<OffersList, ApiError>(useViewerKey(enabled ? itemOffersKey(nftItemId) : null));
