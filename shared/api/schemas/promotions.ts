import * as z from '../../zod';
import { idSchema } from './common';

/** An auction's promotion (spec part 1 §3 'Auction'): `subscribed` is the caller's, false for a visitor. */
export const promotionSchema = z.object({ promotion_uuid: idSchema, subscribed: z.boolean() });
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * A drop's promotion: the same for every caller, so that a drop and the drops list are one cached answer for
 * visitors and users alike; whether the caller registered comes from GET /promotions/.
 */
export const dropPromotionSchema = z.object({ promotion_uuid: idSchema });

/** GET /promotions/: the promotions the caller registered interest in (not in spec §7, which reads `subscribed`). */
export const promotionSubscriptionsResponseSchema = z.object({ promotion_uuids: z.array(idSchema) });

/** POST /promotions/ (spec part 2 §7: payload `promotion`). */
export const subscribePromotionBodySchema = z.object({ promotion: idSchema });

/** The answer is not read by the spec's client; ours shows the registered state from it. */
export const subscribePromotionResponseSchema = z.object({
  promotion_uuid: idSchema,
  subscribed: z.literal(true),
});
