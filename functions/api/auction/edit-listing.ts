import { marketRoutes } from '../../../shared/api/routes/market';
import { editListingPrice } from '../../domain/listings/manage-listing';
import { usdToCents } from '../../domain/money';
import { endpoint } from '../../lib/http';
import { listingView } from './listing-view';

/** POST /auction/{id}/edit: the seller's new price; 'Price successfully updated'. */
export const editListing = endpoint(marketRoutes.editAuction, async (deps, { params, body, user }) => {
  const { listing, message } = await editListingPrice(deps, {
    userUuid: user.uuid,
    listingId: params.id,
    priceCents: usdToCents(body.price),
  });
  return { message, listing: listingView(listing) };
});
