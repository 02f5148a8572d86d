import type { Gift } from '../../../../../shared/api/schemas/gifts';
import { apiSend } from '../../../lib/api-client';

/** POST /api/nft/{itemId}/gift/reclaim: the giver takes back a gift left unclaimed for 30 days. */
export const reclaimGift = (itemId: string): Promise<Gift> =>
  apiSend('reclaimGift', { params: { id: itemId } }, { toastErrors: false });
