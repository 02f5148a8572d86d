import { defineRoute, type RouteDef } from '../route';
import {
  promotionSubscriptionsResponseSchema,
  subscribePromotionBodySchema,
  subscribePromotionResponseSchema,
} from '../schemas/promotions';

/** 'Sign Up & Register interest' (spec part 2 §7 'POST /promotions/ | promotion | none read'). */
export const promotionRoutes = {
  listPromotionSubscriptions: defineRoute({
    method: 'GET',
    path: '/promotions/',
    family: 'marketing',
    access: 'user',
    response: promotionSubscriptionsResponseSchema,
    summary:
      "the promotions the caller registered interest in (the drops and a drop are answered alike to every caller, so the web's 'Interest registered' reads it here)",
  }),
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
