import { giftRoutes } from '../../../shared/api/routes/gifts';
import { sendGift } from '../../domain/gifts/send-gift';
import { checkoutRedirect, idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import { endpoint } from '../../lib/http';
import { siteUrlOf } from '../../lib/site-url';
import { paymentChoiceOf } from '../payment-choice';
import { giftView } from './gift-views';

/** Gifts the owner's item to an e-mail address for the $1 fee; a card may answer its 3-D Secure redirect first. */
export const giftItem = endpoint(giftRoutes.giftItem, async (deps, { params, body, user, headers }) => {
  const gift = await sendGift(deps, {
    giverUuid: user.uuid,
    itemId: params.id,
    receiverEmail: body.receiving_user_email,
    method: await paymentChoiceOf(deps, user.uuid, body),
    idempotencyKey: idempotencyKeyOf(headers),
    siteUrl: siteUrlOf(deps.env, headers),
  });
  return gift.status === 'challenge'
    ? checkoutRedirect(gift)
    : { status: 'success' as const, data: giftView(gift) };
});
