import { messages } from '../../domain/messages';
import { CART_MAX_LINES } from '../../rules/cart';
import * as z from '../../zod';
import { checkoutAcceptedSchema, checkoutRedirectSchema } from './checkout';
import { idSchema } from './common';
import { challengeReturnFields, coinNamedForPrepaidCrypto, paymentChoiceFields } from './payment-choice';

/**
 * Cart and floor sweep (issue 16 point 4, not in spec §7): several resale listings bought with one payment, each
 * line reserved and delivered on its own. Amounts are integer cents. Each checkout is idempotent by its
 * Idempotency-Key header.
 */

const centsSchema = z.number().check(z.int(), z.gte(0), z.lte(9_999_999_999));
const lineCountSchema = z.number().check(z.int(), z.gte(1), z.lte(CART_MAX_LINES));

export const cartCheckoutBodySchema = z
  .object({
    listing_ids: z.array(idSchema).check(
      z.minLength(1, messages.requiredField),
      z.maxLength(CART_MAX_LINES, `At most ${CART_MAX_LINES} NFTs in one cart.`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each NFT may be in the cart once.'),
    ),
    /** The total of the listings' prices the buyer saw: another total is refused (409), nothing bought. */
    expected_total_cents: centsSchema,
    ...paymentChoiceFields,
    ...challengeReturnFields,
  })
  .check(coinNamedForPrepaidCrypto);
export type CartCheckoutBody = z.infer<typeof cartCheckoutBodySchema>;

const sweepFields = {
  collection_id: idSchema,
  count: lineCountSchema,
  /** The most the sweep may spend on the listings' prices. */
  max_total_cents: centsSchema.check(z.gte(1)),
};

export const sweepCheckoutBodySchema = z
  .object({ ...sweepFields, ...paymentChoiceFields, ...challengeReturnFields })
  .check(coinNamedForPrepaidCrypto);
export type SweepCheckoutBody = z.infer<typeof sweepCheckoutBodySchema>;

/** What a sweep would buy now (the query of the sweep's fields). */
export const sweepPreviewQuerySchema = z.object({
  collection_id: idSchema,
  count: z.coerce.number().check(z.int(), z.gte(1), z.lte(CART_MAX_LINES)),
  max_total_cents: z.coerce.number().check(z.int(), z.gte(1), z.lte(9_999_999_999)),
});

export const sweepPreviewSchema = z.object({
  total_cents: centsSchema,
  listings: z.array(
    z.object({ listing_id: z.string(), nft_id: z.string(), title: z.string(), price_cents: centsSchema }),
  ),
});
export type SweepPreview = z.infer<typeof sweepPreviewSchema>;

export const cartLineStatusSchema = z.enum(['pending', 'reserved', 'bought', 'failed']);
/** Why a line was not bought; its price was not charged (or, 'undeliverable', given back). */
export const cartLineFailureSchema = z.enum([
  'sold',
  'removed',
  'price_changed',
  'payment_declined',
  'undeliverable',
]);
export type CartLineFailure = z.infer<typeof cartLineFailureSchema>;

/** A cart order: 'reserving' and 'paying' while under way, then 'completed' (each line bought or failed) or 'failed'. */
export const cartOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(['cart', 'sweep']),
  status: z.enum(['reserving', 'paying', 'completed', 'failed']),
  /** The bought lines' prices: what the order costs once it ended (the card fee aside). */
  bought_cents: centsSchema,
  lines: z.array(
    z.object({
      listing_id: z.string(),
      nft_id: z.string(),
      title: z.string(),
      price_cents: centsSchema,
      status: cartLineStatusSchema,
      reason: z.nullable(cartLineFailureSchema),
      /** The edition received, once bought. */
      item_id: z.nullable(z.string()),
      edition: z.nullable(z.number().check(z.int())),
    }),
  ),
});
export type CartOrderView = z.infer<typeof cartOrderSchema>;

/** The order with each line's result, the card's 3-D Secure challenge, or 'accepted' (202: poll the order). */
export const cartCheckoutResponseSchema = z.union([
  z.object({ status: z.literal('success'), data: cartOrderSchema }),
  checkoutRedirectSchema,
  checkoutAcceptedSchema,
]);
export type CartCheckoutResponse = z.infer<typeof cartCheckoutResponseSchema>;

export const cartOrderParamsSchema = z.object({ id: idSchema });
