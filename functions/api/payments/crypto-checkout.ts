import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { checkoutWithoutChallenge } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { checkoutResponse } from './checkout-response';

/** Buys a pack with a prepaid coin at the current rate; the crypto provider screens it, so no fraud check. */
export const cryptoCheckout = endpoint(
  checkoutRoutes.cryptoCheckout,
  async (deps, { params, body, user, headers, remainingMs }) =>
    checkoutResponse(
      await checkoutWithoutChallenge(deps, {
        id: params.id,
        drop: body.drop,
        quantity: body.quantity,
        addressUuid: body.addressUUID,
        headers,
        answerWithinMs: acceptWithinMs(remainingMs()),
        userUuid: user.uuid,
        method: { type: 'coin', coin: params.coin },
        fraudScreened: false,
        continueDespiteWarning: false,
      }),
    ),
);
