import useSWR from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/**
 * GET /api/nft/{nftId}/item/{nftItemId}, for the gift screens: is_owner and can_gift. The same key as the
 * owned-item page's, so both share one cache entry.
 */
export const useGiftItem = (nftId: string, itemId: string) =>
  useSWR<OwnedItem, ApiError>(useViewerKey(apiKey('getNftItem', { params: { id: nftId, itemId } })));
