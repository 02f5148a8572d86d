import type {
  CardCheckoutResponse,
  CheckoutAccepted,
  CheckoutResult,
} from '../../../shared/api/schemas/checkout';
import { isListingId } from '../../data/listing';
import type { Deps } from '../../lib/deps';
import { siteUrlOf } from '../../lib/site-url';
import { saleOrderId } from './auction-sale';
import { type BuyPackInput, buyPack, packOrderId } from './buy-pack';
import {
  acceptWhenLate,
  checkoutKeyOf,
  checkoutRedirect,
  orderReceived,
  withoutChallenge,
} from './checkout-answers';
import { checkoutAuction, checkoutListing } from './checkout-auction';

export interface CheckoutRequest extends Omit<BuyPackInput, 'idempotencyKey' | 'packId' | 'siteUrl'> {
  id: string;
  /** The id is a pack (true) or a buy-mode auction (false: Buy Now). */
  drop: boolean;
  /** Buy Now: editions to buy (1 when absent) and the shipping address of a physical item. */
  quantity?: number;
  addressUuid?: string | null;
  headers: Record<string, string>;
  /** How long the checkout may work before it answers 'accepted' (acceptWithinMs); no limit when absent. */
  answerWithinMs?: number;
}

/** Kept here for the checkouts' imports; the gift and offer calls import it from payments (no checkout code). */
export { cardChoice } from '../payments/card-choice';

/**
 * A pack checkout (or, with drop false, a Buy Now or a resale listing's purchase) of any method, answered as 'Order Received' with the editions
 * for the reveal, with the redirect to the 3-D Secure challenge when the card needs one, or 'accepted' with the
 * order when it is still finishing as its request's deadline nears.
 */
export function checkoutPack(deps: Deps, request: CheckoutRequest): Promise<CardCheckoutResponse> {
  const idempotencyKey = checkoutKeyOf(deps, request.headers);
  const siteUrl = siteUrlOf(deps.env, request.headers);
  if (!request.drop && isListingId(request.id)) {
    const orderId = saleOrderId('resale', request.userUuid, idempotencyKey, deps.newId);
    const work = checkoutListing(deps, { ...request, siteUrl }, idempotencyKey);
    return acceptWhenLate(deps, work, { orderId, userUuid: request.userUuid }, request.answerWithinMs);
  }
  if (!request.drop) {
    const orderId = saleOrderId('buy', request.userUuid, idempotencyKey, deps.newId);
    const work = checkoutAuction(deps, { ...request, siteUrl }, idempotencyKey);
    return acceptWhenLate(deps, work, { orderId, userUuid: request.userUuid }, request.answerWithinMs);
  }
  const orderId = packOrderId(request.userUuid, idempotencyKey, deps.newId);
  const work = buyPack(deps, { ...request, packId: request.id, idempotencyKey, siteUrl }).then((purchase) =>
    purchase.status === 'challenge'
      ? checkoutRedirect(purchase)
      : orderReceived(deps, purchase.orderId, purchase.items),
  );
  return acceptWhenLate(deps, work, { orderId, userUuid: request.userUuid }, request.answerWithinMs);
}

/** A balance or crypto checkout: only a card payment may need 3-D Secure, so the answer is the result. */
export const checkoutWithoutChallenge = async (
  deps: Deps,
  request: CheckoutRequest,
): Promise<CheckoutResult | CheckoutAccepted> => withoutChallenge(await checkoutPack(deps, request));
