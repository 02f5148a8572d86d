import { marketRoutes } from '../../../shared/api/routes/market';
import { markOffersViewed as markViewed } from '../../domain/offers/offer-reads';
import { endpoint } from '../../lib/http';

/** The owner has seen these offers (the new-offers badge counts the others); answers how many changed. */
export const markOffersViewed = endpoint(marketRoutes.markOffersViewed, async (deps, { body, user }) => ({
  updated: await markViewed(deps, user.uuid, body.uuids),
}));
