import { marketRoutes } from '../../../shared/api/routes/market';
import { readCollectionOffers } from '../../domain/offers/collection-offer-reads';
import { endpoint } from '../../lib/http';
import { collectionOfferView } from './views';

/** A collection's open collection and trait offers, best price first; 404 for an unknown collection. */
export const listCollectionOffers = endpoint(
  marketRoutes.listCollectionOffers,
  async (deps, { params, user }) => {
    const offers = await readCollectionOffers(deps, params.collectionId);
    return { count: offers.length, results: offers.map((offer) => collectionOfferView(offer, user?.uuid)) };
  },
);
