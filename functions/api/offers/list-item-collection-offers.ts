import { marketRoutes } from '../../../shared/api/routes/market';
import { readItemCollectionOffers } from '../../domain/offers/collection-offer-reads';
import { endpoint } from '../../lib/http';
import { matchingCollectionOfferView } from './views';

/** For the item's owner: the collection and trait offers it matches; 403 for anyone else. */
export const listItemCollectionOffers = endpoint(
  marketRoutes.listItemCollectionOffers,
  async (deps, { params, user }) => {
    const { offers, nft } = await readItemCollectionOffers(deps, params.nftItemId, user.uuid);
    return {
      count: offers.length,
      results: offers.map((offer) => matchingCollectionOfferView(offer, nft, user.uuid)),
    };
  },
);
