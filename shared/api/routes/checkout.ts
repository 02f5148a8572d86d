import { defineRoute, type RouteDef } from '../route';
import {
  balanceCheckoutBodySchema,
  cardCheckoutBodySchema,
  cardCheckoutResponseSchema,
  checkoutOutcomeSchema,
  checkoutParamsSchema,
  cryptoCheckoutBodySchema,
  cryptoCheckoutParamsSchema,
  orderParamsSchema,
  orderStatusSchema,
} from '../schemas/checkout';

/**
 * Primary-sale checkouts of spec part 2 §7 'Auctions, offers, purchases'. An Idempotency-Key header makes a call
 * safe to retry: the retry answers the first result and never charges twice.
 */
export const checkoutRoutes = {
  cardCheckout: defineRoute({
    method: 'POST',
    path: '/payments/card_checkout/{id}',
    family: 'payments',
    access: 'verified',
    params: checkoutParamsSchema,
    body: cardCheckoutBodySchema,
    response: cardCheckoutResponseSchema,
    summary:
      'Buys a pack (drop true) with a saved card (card_id or the default); needs a finished fraud check; result, or redirect (3-D Secure)',
  }),
  balanceCheckout: defineRoute({
    method: 'POST',
    path: '/payments/balance_checkout/{id}',
    family: 'payments',
    access: 'verified',
    params: checkoutParamsSchema,
    body: balanceCheckoutBodySchema,
    response: checkoutOutcomeSchema,
    summary:
      'Buys a pack with marketplace credit or prepaid USD, or a prepaid coin (coin); needs a fraud check',
  }),
  cryptoCheckout: defineRoute({
    method: 'POST',
    path: '/payments/bitgo-crypto-checkout/{id}/{coin}',
    family: 'payments',
    access: 'verified',
    params: cryptoCheckoutParamsSchema,
    body: cryptoCheckoutBodySchema,
    response: checkoutOutcomeSchema,
    summary: 'Buys a pack with a prepaid coin at the current rate (screened by the crypto provider); result',
  }),
  getOrderStatus: defineRoute({
    method: 'GET',
    path: '/payments/orders/{id}',
    family: 'payments',
    access: 'user',
    params: orderParamsSchema,
    response: orderStatusSchema,
    summary:
      "Where the caller's checkout stands (not in spec §7: polled after a checkout answered 202 'accepted'); pending, success with the editions, or failed",
  }),
} satisfies Record<string, RouteDef>;
