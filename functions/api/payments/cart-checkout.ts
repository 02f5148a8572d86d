import { cartRoutes } from '../../../shared/api/routes/cart';
import { checkoutCart } from '../../domain/cart/checkout-cart';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { paymentChoiceOf } from '../payment-choice';
import { checkoutResponse } from './checkout-response';

/** Buys the cart's listings with one payment: each line's result, a 3-D Secure redirect, or 202 'accepted'. */
export const cartCheckout = endpoint(
  cartRoutes.cartCheckout,
  async (deps, { body, user, headers, remainingMs }) =>
    checkoutResponse(
      await checkoutCart(deps, {
        userUuid: user.uuid,
        method: await paymentChoiceOf(deps, user.uuid, body),
        headers,
        answerWithinMs: acceptWithinMs(remainingMs()),
        listingIds: body.listing_ids,
        expectedTotalCents: body.expected_total_cents,
      }),
    ),
);
