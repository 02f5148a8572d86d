import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { usdToCents } from '../../domain/money';
import { checkoutWithoutChallenge } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { checkoutResponse } from './checkout-response';

/** Buys a pack from a balance: a prepaid coin when one is named, else marketplace credit or prepaid USD. */
export const balanceCheckout = endpoint(
  checkoutRoutes.balanceCheckout,
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
        method: body.coin ? { type: 'coin', coin: body.coin } : { type: body.source },
        priceCents: usdToCents(body.price),
        fraudScreened: true,
        continueDespiteWarning: body.fraud_warning_accepted,
      }),
    ),
);
