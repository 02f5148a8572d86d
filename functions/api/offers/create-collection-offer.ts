import { marketRoutes } from '../../../shared/api/routes/market';
import { usdToCents } from '../../domain/money';
import { makeCollectionOffer } from '../../domain/offers/make-collection-offer';
import { idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import { limitRate } from '../../lib/auth/guards';
import { endpoint } from '../../lib/http';
import { paymentChoiceOf } from '../payment-choice';
import { collectionOfferView } from './views';

/** Makes a collection or trait offer, each unit's amount held on the payment method. */
export const createCollectionOffer = endpoint(
  marketRoutes.createCollectionOffer,
  async (deps, { body, user, headers }) => {
    await limitRate(deps, [{ kind: 'offer', key: user.uuid }]);
    const offer = await makeCollectionOffer(deps, {
      makerUuid: user.uuid,
      collectionId: body.collection_id,
      trait: body.trait ?? null,
      amountCents: usdToCents(body.amount),
      quantity: body.quantity,
      method: await paymentChoiceOf(deps, user.uuid, body),
      idempotencyKey: idempotencyKeyOf(headers),
    });
    return collectionOfferView(offer, user.uuid);
  },
);
