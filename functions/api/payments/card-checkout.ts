import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { usdToCents } from '../../domain/money';
import { cardChoice, checkoutPack } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';

/**
 * Buys a pack with a saved card. Cards are verified with 3-D Secure when they are added, so the charge needs no
 * new challenge here and the answer is always the result, never a redirect.
 */
export const cardCheckout = endpoint(
  checkoutRoutes.cardCheckout,
  async (deps, { params, body, user, headers }) =>
    checkoutPack(deps, {
      id: params.id,
      drop: body.drop,
      headers,
      userUuid: user.uuid,
      method: await cardChoice(deps, user.uuid, body.card_id),
      priceCents: usdToCents(body.price),
      fraudScreened: true,
      continueDespiteWarning: body.fraud_warning_accepted,
    }),
);
