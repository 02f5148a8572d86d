import * as z from '../../zod';
import { idSchema } from './common';

/** An auction's or a drop's promotion (spec part 1 §3): `subscribed` is the caller's, false for a visitor. */
export const promotionSchema = z.object({ promotion_uuid: idSchema, subscribed: z.boolean() });
export type Promotion = z.infer<typeof promotionSchema>;

/** POST /promotions/ (spec part 2 §7: payload `promotion`). */
export const subscribePromotionBodySchema = z.object({ promotion: idSchema });

/** The answer is not read by the spec's client; ours shows the registered state from it. */
export const subscribePromotionResponseSchema = z.object({
  promotion_uuid: idSchema,
  subscribed: z.literal(true),
});
