import { cartRoutes } from '../../../shared/api/routes/cart';
import { sweepFloor } from '../../domain/cart/checkout-cart';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { paymentChoiceOf } from '../payment-choice';
import { checkoutResponse } from './checkout-response';

/** Sweeps a collection's floor (its cheapest listings within the total) as one cart checkout. */
export const sweepCheckout = endpoint(
  cartRoutes.sweepCheckout,
  async (deps, { body, user, headers, remainingMs }) =>
    checkoutResponse(
      await sweepFloor(deps, {
        userUuid: user.uuid,
        method: await paymentChoiceOf(deps, user.uuid, body),
        headers,
        answerWithinMs: acceptWithinMs(remainingMs()),
        collectionId: body.collection_id,
        count: body.count,
        maxTotalCents: body.max_total_cents,
      }),
    ),
);
