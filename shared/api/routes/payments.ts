import { defineRoute, type RouteDef } from '../route';
import {
  addPaymentMethodBodySchema,
  addPaymentMethodResponseSchema,
  cardFeeQuerySchema,
  cardFeeSchema,
  cardParamsSchema,
  paymentMethodsSchema,
  setDefaultCardBodySchema,
  validateThreeDsBodySchema,
  validateThreeDsResponseSchema,
} from '../schemas/payments';

/** Card calls of spec part 2 §7 'Payments, balances, withdrawals'. */
export const paymentsRoutes = {
  listPaymentMethods: defineRoute({
    method: 'GET',
    path: '/payments/payment-methods',
    family: 'payments',
    access: 'user',
    response: paymentMethodsSchema,
    summary: 'cards[], can_add, blocked_seconds',
  }),
  addPaymentMethod: defineRoute({
    method: 'POST',
    path: '/payments/add-payment-method',
    family: 'payments',
    access: 'user',
    fresh: true,
    body: addPaymentMethodBodySchema,
    response: addPaymentMethodResponseSchema,
    summary:
      'Adds a tokenized card: added (the first becomes default), or a 3-D Secure challenge to complete',
  }),
  setDefaultCard: defineRoute({
    method: 'PATCH',
    path: '/payments/set-default-card',
    family: 'payments',
    access: 'user',
    fresh: true,
    body: setDefaultCardBodySchema,
    response: paymentMethodsSchema,
    summary: 'Makes a card of the caller the default (404 for any other card); answers the card list',
  }),
  removePaymentMethod: defineRoute({
    method: 'DELETE',
    path: '/payments/payment-methods/{id}',
    family: 'payments',
    access: 'user',
    fresh: true,
    params: cardParamsSchema,
    response: paymentMethodsSchema,
    summary:
      'Removes a card of the caller (not in spec §7), pending or active; the default moves to another active card; answers the card list',
  }),
  // §7: GET /payments/card_fee?amount={amount}; the query string is not part of a route path.
  getCardFee: defineRoute({
    method: 'GET',
    path: '/payments/card_fee',
    family: 'payments',
    access: 'user',
    query: cardFeeQuerySchema,
    response: cardFeeSchema,
    summary: 'fee: the card fee in USD for a payment of amount USD',
  }),
  validate3ds: defineRoute({
    method: 'POST',
    path: '/payments/validate-3ds',
    family: 'payments',
    access: 'verified',
    body: validateThreeDsBodySchema,
    response: validateThreeDsResponseSchema,
    summary:
      "outcome success, error or cancel; success activates the pending card (action 'buy': pays the order)",
  }),
} satisfies Record<string, RouteDef>;
