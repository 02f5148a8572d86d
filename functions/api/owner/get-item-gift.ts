import { giftRoutes } from '../../../shared/api/routes/gifts';
import { openGiftOf } from '../../domain/gifts/reclaim-gift';
import { endpoint } from '../../lib/http';
import { giftView } from './gift-views';

/** The owner's item's open gift (paying or pending), or null. */
export const getItemGift = endpoint(giftRoutes.getItemGift, async (deps, { params, user }) => {
  const gift = await openGiftOf(deps, params.id, user.uuid);
  return { gift: gift ? giftView(gift) : null };
});
