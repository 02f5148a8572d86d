import { promotionRoutes } from '../../../shared/api/routes/promotions';
import { listUserPromotionSubscriptions } from '../../data/promotion-subscription';
import { endpoint } from '../../lib/http';

/**
 * The promotions the caller registered interest in: one query of their partition. The drops list and a drop are
 * answered alike to every caller, so their 'Interest registered' comes from here.
 */
export const listPromotionSubscriptions = endpoint(
  promotionRoutes.listPromotionSubscriptions,
  async (deps, { user }) => ({
    promotion_uuids: (await listUserPromotionSubscriptions(deps.db, user.uuid)).map(
      (subscription) => subscription.promotionUuid,
    ),
  }),
);
