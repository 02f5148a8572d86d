import { marketRoutes } from '../../../shared/api/routes/market';
import type { CreateOfferBody } from '../../../shared/api/schemas/offers';
import { PaymentMethod } from '../../../shared/domain/enums';
import { usdToCents } from '../../domain/money';
import { makeOffer } from '../../domain/offers/make-offer';
import type { PaymentChoice } from '../../domain/payments/payment-method';
import { cardChoice } from '../../domain/purchases/checkout';
import { idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import type { Deps } from '../../lib/deps';
import { endpoint } from '../../lib/http';

/** payment_method 1: the card named, else the default card; 2: marketplace credit or prepaid USD; 7: the coin. */
function offerPayment(
  deps: Deps,
  userUuid: string,
  body: CreateOfferBody,
): Promise<PaymentChoice> | PaymentChoice {
  if (body.payment_method === PaymentMethod.card) return cardChoice(deps, userUuid, body.card_id);
  if (body.payment_method === PaymentMethod.prepaidCrypto && body.coin)
    return { type: 'coin', coin: body.coin };
  return { type: body.source };
}

/** Makes an offer on an item, its amount held on the payment method (no 3-D Secure for holds: redirect_url null). */
export const createOffer = endpoint(marketRoutes.createOffer, async (deps, { body, user, headers }) => {
  const offer = await makeOffer(deps, {
    makerUuid: user.uuid,
    itemId: body.nft_item,
    amountCents: usdToCents(body.amount),
    method: await offerPayment(deps, user.uuid, body),
    idempotencyKey: idempotencyKeyOf(headers),
  });
  return { results: { redirect_url: null }, data: { amount: body.amount, uuid: offer.id } };
});
