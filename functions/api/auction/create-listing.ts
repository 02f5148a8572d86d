import { marketRoutes } from '../../../shared/api/routes/market';
import { createListing as listItemForResale } from '../../domain/listings/manage-listing';
import { usdToCents } from '../../domain/money';
import { endpoint } from '../../lib/http';
import { listingView } from './listing-view';

/** POST /auction/create: the owner lists one item for resale; 'Nft placed on marketplace.'. */
export const createListing = endpoint(marketRoutes.createAuction, async (deps, { body, user }) => {
  const [itemId] = body.nft_items;
  const { listing, message } = await listItemForResale(deps, {
    userUuid: user.uuid,
    nftId: body.nft_id,
    itemId: String(itemId),
    priceCents: usdToCents(body.price),
    title: body.title,
  });
  return { message, listing: listingView(listing) };
});
