import useSWR from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/nft/{nftId}/item/{nftItemId}: the edition, with the owner's fields when the caller owns it. */
export const nftItemKey = (nftId: string, itemId: string) =>
  apiKey('getNftItem', { params: { id: nftId, itemId } });

/** Scoped to the viewer: the owner's fields and a private item depend on who asks. */
export const useNftItem = (nftId: string, itemId: string) =>
  useSWR<OwnedItem, ApiError>(useViewerKey(nftItemKey(nftId, itemId)));
