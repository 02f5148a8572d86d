import { marketRoutes } from '../../../shared/api/routes/market';
import { readOffer } from '../../domain/offers/offer-reads';
import { endpoint } from '../../lib/http';
import { offerView } from './views';

/** An offer for its maker or the item's owner; 403 'Offer no longer available.' for anyone else. */
export const getOffer = endpoint(marketRoutes.getOffer, async (deps, { params, user }) => {
  const { offer, nft } = await readOffer(deps, params.offerId, user.uuid);
  return offerView(deps.env, offer, nft, user.uuid);
});
