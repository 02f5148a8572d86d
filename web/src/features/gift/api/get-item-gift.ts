import useSWR from 'swr';
import type { OpenGift } from '../../../../../shared/api/schemas/gifts';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/nft/{itemId}/gift: the owner's open gift of the item (null when none); fetched only when `enabled`. */
export const useItemGift = (itemId: string, enabled: boolean) =>
  useSWR<OpenGift, ApiError>(
    useViewerKey(enabled ? apiKey('getItemGift', { params: { id: itemId } }) : null),
  );
