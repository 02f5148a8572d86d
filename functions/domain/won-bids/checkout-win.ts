import type {
  CardCheckoutResponse,
  CheckoutAccepted,
  CheckoutResult,
} from '../../../shared/api/schemas/checkout';
import type { Deps } from '../../lib/deps';
import { siteUrlOf } from '../../lib/site-url';
import {
  acceptWhenLate,
  checkoutKeyOf,
  checkoutRedirect,
  orderReceived,
  withoutChallenge,
} from '../purchases/checkout-answers';
import { type PayWinInput, payWin, winOrderId } from './pay-win';

export interface WinCheckoutRequest extends Omit<PayWinInput, 'idempotencyKey' | 'siteUrl'> {
  headers: Record<string, string>;
  /** How long the payment may work before it answers 'accepted' (acceptWithinMs); no limit when absent. */
  answerWithinMs?: number;
}

/**
 * The payment of a pre-qualified win answered as the other checkouts: 'Order Received' with the won edition
 * (data.bid_id the order), the redirect to the 3-D Secure challenge when the card needs one, or 'accepted' with
 * the order when it is still finishing as its request's deadline nears.
 */
export function checkoutWin(deps: Deps, request: WinCheckoutRequest): Promise<CardCheckoutResponse> {
  const idempotencyKey = checkoutKeyOf(deps, request.headers);
  const siteUrl = siteUrlOf(deps.env, request.headers);
  const work = payWin(deps, { ...request, idempotencyKey, siteUrl }).then((outcome) =>
    outcome.status === 'challenge'
      ? checkoutRedirect(outcome)
      : orderReceived(deps, outcome.orderId, [
          { nft: outcome.nft, itemId: outcome.itemId, sequence: outcome.edition },
        ]),
  );
  const orderId = winOrderId(request.auctionId, request.userUuid, idempotencyKey);
  return acceptWhenLate(deps, work, { orderId, userUuid: request.userUuid }, request.answerWithinMs);
}

/** A payment from a balance or a prepaid coin never needs 3-D Secure: the answer is the result. */
export const checkoutWinWithoutChallenge = async (
  deps: Deps,
  request: WinCheckoutRequest,
): Promise<CheckoutResult | CheckoutAccepted> => withoutChallenge(await checkoutWin(deps, request));
