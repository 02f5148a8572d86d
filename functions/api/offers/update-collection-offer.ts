import { marketRoutes } from '../../../shared/api/routes/market';
import { messages } from '../../../shared/domain/messages';
import { acceptCollectionOffer } from '../../domain/offers/accept-collection-offer';
import { cancelCollectionOffer } from '../../domain/offers/end-collection-offer';
import { endpoint } from '../../lib/http';
import { collectionOfferView } from './views';

/** accept with a matching item (its owner: one unit sold), or cancel (the maker); answers the toast and the offer. */
export const updateCollectionOffer = endpoint(
  marketRoutes.updateCollectionOffer,
  async (deps, { params, body, user }) => {
    if (body.status === 'cancel') {
      const offer = await cancelCollectionOffer(deps, params.offerId, user.uuid);
      return { message: messages.offerCancelled, offer: collectionOfferView(offer, user.uuid) };
    }
    const offer = await acceptCollectionOffer(deps, {
      offerId: params.offerId,
      ownerUuid: user.uuid,
      itemId: body.nft_item as string,
    });
    return { message: messages.offerAccepted, offer: collectionOfferView(offer, user.uuid) };
  },
);
