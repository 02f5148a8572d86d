import { defineRoute, type RouteDef } from '../route';
import {
  cartCheckoutBodySchema,
  cartCheckoutResponseSchema,
  cartOrderParamsSchema,
  cartOrderSchema,
  sweepCheckoutBodySchema,
  sweepPreviewQuerySchema,
  sweepPreviewSchema,
} from '../schemas/cart';

/**
 * Cart and floor sweep (issue 16 point 4; not in spec §7): one payment for several resale listings, each bought or
 * failed on its own. The checkouts are idempotent by their Idempotency-Key header.
 */
export const cartRoutes = {
  cartCheckout: defineRoute({
    method: 'POST',
    path: '/payments/cart_checkout',
    family: 'payments',
    access: 'verified',
    body: cartCheckoutBodySchema,
    response: cartCheckoutResponseSchema,
    summary:
      "Buys the cart's resale listings with one payment; each line bought or failed (not charged) on its own; result per line, redirect (3-D Secure) or accepted",
  }),
  sweepCheckout: defineRoute({
    method: 'POST',
    path: '/payments/sweep_checkout',
    family: 'payments',
    access: 'verified',
    body: sweepCheckoutBodySchema,
    response: cartCheckoutResponseSchema,
    summary:
      "Sweeps a collection's floor: its count cheapest listings (not the caller's) within max_total_cents, bought as one cart",
  }),
  previewSweep: defineRoute({
    method: 'GET',
    path: '/payments/sweep_preview',
    family: 'payments',
    access: 'user',
    query: sweepPreviewQuerySchema,
    response: sweepPreviewSchema,
    summary: 'The listings a floor sweep with these fields would buy now (409 when none fits)',
  }),
  getCartOrder: defineRoute({
    method: 'GET',
    path: '/payments/cart_orders/{id}',
    family: 'payments',
    access: 'user',
    params: cartOrderParamsSchema,
    response: cartOrderSchema,
    summary: "The caller's cart order with each line's result (another user's: 404)",
  }),
} satisfies Record<string, RouteDef>;
