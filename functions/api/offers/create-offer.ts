import { marketRoutes } from '../../../shared/api/routes/market';
import { usdToCents } from '../../domain/money';
import { makeOffer } from '../../domain/offers/make-offer';
import { idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import { limitRate } from '../../lib/auth/guards';
import { endpoint } from '../../lib/http';
import { paymentChoiceOf } from '../payment-choice';

/** Makes an offer on an item, its amount held on the payment method (no 3-D Secure for holds: redirect_url null). */
export const createOffer = endpoint(marketRoutes.createOffer, async (deps, { body, user, headers }) => {
  await limitRate(deps, [{ kind: 'offer', key: user.uuid }]);
  const offer = await makeOffer(deps, {
    makerUuid: user.uuid,
    itemId: body.nft_item,
    amountCents: usdToCents(body.amount),
    method: await paymentChoiceOf(deps, user.uuid, body),
    idempotencyKey: idempotencyKeyOf(headers),
  });
  return { results: { redirect_url: null }, data: { amount: body.amount, uuid: offer.id } };
});
