import { defineRoute, type RouteDef } from '../route';
import { cardCheckoutResponseSchema, checkoutOutcomeSchema, checkoutParamsSchema } from '../schemas/checkout';
import { cardBidCheckoutBodySchema, prequalifiedCheckoutBodySchema } from '../schemas/won-bid-checkout';

/**
 * The winner's payment of a pre-qualified auction's win (spec part 2 §7), within 24 hours of the close. An
 * Idempotency-Key header makes a call safe to retry: the retry answers the first result and never charges twice.
 */
export const wonBidCheckoutRoutes = {
  prequalifiedCheckout: defineRoute({
    method: 'POST',
    path: '/payments/prequalified_checkout/{id}',
    family: 'payments',
    access: 'verified',
    params: checkoutParamsSchema,
    body: prequalifiedCheckoutBodySchema,
    response: checkoutOutcomeSchema,
    summary:
      "Pays the caller's pre-qualified win on auction {id} from a balance or a prepaid coin; needs a fraud check; result",
  }),
  cardCheckoutBid: defineRoute({
    method: 'POST',
    path: '/payments/card_checkout/bid/{id}',
    family: 'payments',
    access: 'verified',
    params: checkoutParamsSchema,
    body: cardBidCheckoutBodySchema,
    response: cardCheckoutResponseSchema,
    summary:
      "Pays the caller's pre-qualified win on auction idwith a saved card; needs a fraud check; redirect (3-D Secure) or result",
  }),
} satisfies Record<string, RouteDef>;
