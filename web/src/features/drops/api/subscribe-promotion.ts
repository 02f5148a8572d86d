import { apiSend } from '../../../lib/api-client';

/** POST /api/promotions/: registers the caller's interest in a promotion ('Sign Up & Register interest'). */
export const subscribePromotion = (promotionUuid: string) =>
  apiSend('subscribePromotion', { body: { promotion: promotionUuid } });
