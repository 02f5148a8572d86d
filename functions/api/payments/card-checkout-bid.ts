import { wonBidCheckoutRoutes } from '../../../shared/api/routes/won-bid-checkout';
import { usdToCents } from '../../domain/money';
import { cardChoice } from '../../domain/purchases/checkout';
import { checkoutWin } from '../../domain/won-bids/checkout-win';
import { endpoint } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';
import { checkoutResponse } from './checkout-response';

/**
 * Pays the caller's pre-qualified win on the auction with a saved card (card_id or the default): the result, or
 * the 3-D Secure redirect, after which the same call with the same Idempotency-Key answers the result.
 */
export const cardCheckoutBid = endpoint(
  wonBidCheckoutRoutes.cardCheckoutBid,
  async (deps, { params, body, user, headers, remainingMs }) =>
    checkoutResponse(
      await checkoutWin(deps, {
        auctionId: params.id,
        userUuid: user.uuid,
        headers,
        answerWithinMs: acceptWithinMs(remainingMs()),
        method: await cardChoice(deps, user.uuid, body.card_id),
        priceCents: usdToCents(body.price),
        continueDespiteWarning: body.fraud_warning_accepted,
      }),
    ),
);
