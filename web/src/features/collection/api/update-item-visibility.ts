import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import type { Visibility } from '../../../../../shared/domain/enums';
import { apiSend } from '../../../lib/api-client';

/**
 * PATCH /api/nft/item/{id}: the owner's item public or private; answers the item. Its failure has its own toast
 * (part 2 §8), so the server's text is not shown.
 */
export const updateItemVisibility = (itemId: string, visibility: Visibility): Promise<OwnedItem> =>
  apiSend('updateItemVisibility', { params: { id: itemId }, body: { visibility } }, { toastErrors: false });
