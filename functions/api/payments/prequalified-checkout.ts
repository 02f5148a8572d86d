import { wonBidCheckoutRoutes } from '../../../shared/api/routes/won-bid-checkout';
import { usdToCents } from '../../domain/money';
import { checkoutWinWithoutChallenge } from '../../domain/won-bids/checkout-win';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { checkoutResponse } from './checkout-response';

/** Pays the caller's pre-qualified win on the auction from a balance: a prepaid coin when named, else credit or USD. */
export const prequalifiedCheckout = endpoint(
  wonBidCheckoutRoutes.prequalifiedCheckout,
  async (deps, { params, body, user, headers, remainingMs }) =>
    checkoutResponse(
      await checkoutWinWithoutChallenge(deps, {
        auctionId: params.id,
        userUuid: user.uuid,
        headers,
        answerWithinMs: acceptWithinMs(remainingMs()),
        method: body.coin ? { type: 'coin', coin: body.coin } : { type: body.source },
        priceCents: usdToCents(body.price),
        continueDespiteWarning: body.fraud_warning_accepted,
      }),
    ),
);
