import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { usdToCents } from '../../domain/money';
import { cardChoice, checkoutPack } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';
import { checkoutBasics, checkoutResponse } from './checkout-response';

/**
 * Buys a pack with a saved card: the result, or the redirect to a 3-D Secure challenge when the card needs one
 * (the web then validates it and repeats the call with the same Idempotency-Key).
 */
export const cardCheckout = endpoint(checkoutRoutes.cardCheckout, async (deps, input) =>
  checkoutResponse(
    await checkoutPack(deps, {
      ...checkoutBasics(input),
      method: await cardChoice(deps, input.user.uuid, input.body.card_id),
      priceCents: usdToCents(input.body.price),
      fraudScreened: true,
      continueDespiteWarning: input.body.fraud_warning_accepted,
    }),
  ),
);
