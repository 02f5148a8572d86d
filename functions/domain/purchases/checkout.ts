import type { CardCheckoutResponse, CheckoutResult } from '../../../shared/api/schemas/checkout';
import { listCards } from '../../data/card';
import type { Deps } from '../../lib/deps';
import { PaymentMethodUnavailableError } from '../payments/errors';
import type { PaymentChoice } from '../payments/payment-method';
import { type BuyPackInput, buyPack } from './buy-pack';
import { checkoutRedirect, idempotencyKeyOf, orderReceived, resultOnly } from './checkout-answers';
import { checkoutAuction } from './checkout-auction';

export interface CheckoutRequest extends Omit<BuyPackInput, 'idempotencyKey' | 'packId'> {
  id: string;
  /** The id is a pack (true) or a buy-mode auction (false: Buy Now). */
  drop: boolean;
  /** Buy Now: editions to buy (1 when absent) and the shipping address of a physical item. */
  quantity?: number;
  addressUuid?: string | null;
  headers: Record<string, string>;
}

/** The saved card a card checkout charges: the one named, else the user's default card. */
export async function cardChoice(deps: Deps, userUuid: string, cardId?: string): Promise<PaymentChoice> {
  if (cardId) return { type: 'card', cardId };
  const card = (await listCards(deps.db, userUuid)).find((c) => c.status === 'active' && c.isDefault);
  if (!card) throw new PaymentMethodUnavailableError();
  return { type: 'card', cardId: card.id };
}

/**
 * A pack checkout (or, with drop false, a Buy Now) of any method, answered as 'Order Received' with the editions
 * for the reveal, or with the redirect to the 3-D Secure challenge when the card needs one.
 */
export async function checkoutPack(deps: Deps, request: CheckoutRequest): Promise<CardCheckoutResponse> {
  const idempotencyKey = idempotencyKeyOf(request.headers);
  if (!request.drop) return checkoutAuction(deps, request, idempotencyKey);
  const purchase = await buyPack(deps, { ...request, packId: request.id, idempotencyKey });
  if (purchase.status === 'challenge') return checkoutRedirect(purchase);
  return orderReceived(deps, purchase.orderId, purchase.items);
}

/** A balance or crypto checkout: only a card payment may need 3-D Secure, so the answer is the result. */
export const checkoutWithoutChallenge = async (
  deps: Deps,
  request: CheckoutRequest,
): Promise<CheckoutResult> => resultOnly(await checkoutPack(deps, request));
