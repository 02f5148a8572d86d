import { promotionRoutes } from '../../../shared/api/routes/promotions';
import { subscribeToPromotion } from '../../domain/promotions/subscribe';
import { endpoint } from '../../lib/http';

/** 'Sign Up & Register interest': idempotent, so a second click or a retry answers the same. */
export const subscribePromotion = endpoint(
  promotionRoutes.subscribePromotion,
  async (deps, { body, user }) => {
    await subscribeToPromotion(deps, user.uuid, body.promotion);
    return { promotion_uuid: body.promotion, subscribed: true as const };
  },
);
