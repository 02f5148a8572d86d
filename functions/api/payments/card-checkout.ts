import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { usdToCents } from '../../domain/money';
import { cardChoice, checkoutPack } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { checkoutResponse } from './checkout-response';

/**
 * Buys a pack with a saved card: the result, or the redirect to a 3-D Secure challenge when the card needs one
 * (the web then validates it and repeats the call with the same Idempotency-Key).
 */
export const cardCheckout = endpoint(
  checkoutRoutes.cardCheckout,
  async (deps, { params, body, user, headers, remainingMs }) =>
    checkoutResponse(
      await checkoutPack(deps, {
        id: params.id,
        drop: body.drop,
        quantity: body.quantity,
        addressUuid: body.addressUUID,
        headers,
        answerWithinMs: acceptWithinMs(remainingMs()),
        userUuid: user.uuid,
        method: await cardChoice(deps, user.uuid, body.card_id),
        priceCents: usdToCents(body.price),
        fraudScreened: true,
        continueDespiteWarning: body.fraud_warning_accepted,
      }),
    ),
);
