import { defineRoute, type RouteDef } from '../route';
import { subscribePromotionBodySchema, subscribePromotionResponseSchema } from '../schemas/promotions';

/** 'Sign Up & Register interest' (spec part 2 §7 'POST /promotions/ | promotion | none read'). */
export const promotionRoutes = {
  subscribePromotion: defineRoute({
    method: 'POST',
    path: '/promotions/',
    family: 'marketing',
    access: 'user',
    body: subscribePromotionBodySchema,
    response: subscribePromotionResponseSchema,
    summary: "registers the caller's interest in a promotion (again: the same answer); unknown promotion 404",
  }),
} satisfies Record<string, RouteDef>;
