import { marketRoutes } from '../../../shared/api/routes/market';
import { removeListing } from '../../domain/listings/manage-listing';
import { endpoint } from '../../lib/http';
import { listingView } from './listing-view';

/** DELETE /auction/{id}/delete: the seller takes the item off the market; 'Nft removed from the marketplace.'. */
export const deleteListing = endpoint(marketRoutes.deleteAuction, async (deps, { params, user }) => {
  const { listing, message } = await removeListing(deps, { userUuid: user.uuid, listingId: params.id });
  return { message, listing: listingView(listing) };
});
