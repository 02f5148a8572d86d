import useSWR from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/**
 * GET /api/nft/{nftId}/item/{nftItemId}: the edition an offer is about (is_owner says whether the caller may
 * offer on it or answer its offers). The same key as the owned-item page's, so both share one cached answer.
 */
export const offerItemKey = (nftId: string, itemId: string) =>
  apiKey('getNftItem', { params: { id: nftId, itemId } });

export const useOfferItem = (nftId: string, itemId: string) =>
  useSWR<OwnedItem, ApiError>(useViewerKey(offerItemKey(nftId, itemId)));
