import type { CardCheckoutResponse, CheckoutResult } from '../../../shared/api/schemas/checkout';
import type { Deps } from '../../lib/deps';
import { checkoutRedirect, idempotencyKeyOf, orderReceived, resultOnly } from '../purchases/checkout-answers';
import { type PayWinInput, payWin } from './pay-win';

export interface WinCheckoutRequest extends Omit<PayWinInput, 'idempotencyKey'> {
  headers: Record<string, string>;
}

/**
 * The payment of a pre-qualified win answered as the other checkouts: 'Order Received' with the won edition
 * (data.bid_id the order), or the redirect to the 3-D Secure challenge when the card needs one.
 */
export async function checkoutWin(deps: Deps, request: WinCheckoutRequest): Promise<CardCheckoutResponse> {
  const outcome = await payWin(deps, { ...request, idempotencyKey: idempotencyKeyOf(request.headers) });
  if (outcome.status === 'challenge') return checkoutRedirect(outcome);
  return orderReceived(deps, outcome.orderId, [
    { nft: outcome.nft, itemId: outcome.itemId, sequence: outcome.edition },
  ]);
}

/** A payment from a balance or a prepaid coin never needs 3-D Secure: the answer is the result. */
export const checkoutWinWithoutChallenge = async (
  deps: Deps,
  request: WinCheckoutRequest,
): Promise<CheckoutResult> => resultOnly(await checkoutWin(deps, request));
