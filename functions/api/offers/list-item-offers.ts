import { marketRoutes } from '../../../shared/api/routes/market';
import { readItemOffers } from '../../domain/offers/offer-reads';
import { endpoint } from '../../lib/http';
import { offerView } from './views';

/** The item's open offers for its owner, newest first; the caller's own open offers on it for anyone else. */
export const listItemOffers = endpoint(marketRoutes.listItemOffers, async (deps, { params, user }) => {
  const { offers, nft } = await readItemOffers(deps, params.nftItemId, user.uuid);
  return { count: offers.length, results: offers.map((offer) => offerView(deps.env, offer, nft, user.uuid)) };
});
