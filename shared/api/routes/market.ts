import { defineRoute, type RouteDef } from '../route';
import {
  activityPageSchema,
  activityQuerySchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
} from '../schemas/activity';
import { idParamsSchema } from '../schemas/catalog';
import { createListingBodySchema, editListingBodySchema, listingResponseSchema } from '../schemas/listings';
import {
  collectionOfferParamsSchema,
  collectionOfferSchema,
  collectionOffersListSchema,
  collectionOffersParamsSchema,
  createCollectionOfferBodySchema,
  createOfferBodySchema,
  createOfferResponseSchema,
  markOffersViewedBodySchema,
  markOffersViewedResponseSchema,
  matchingCollectionOffersSchema,
  offerItemParamsSchema,
  offerParamsSchema,
  offerSchema,
  offersListSchema,
  updateCollectionOfferBodySchema,
  updateCollectionOfferResponseSchema,
  updateOfferBodySchema,
  updateOfferResponseSchema,
} from '../schemas/offers';

/**
 * The secondary market: resale listings and offers of spec part 2 §7 'Auctions, offers, purchases' (buying a
 * listing is the checkouts' with the listing's id, drop false), and the activity and price history reads beyond §7.
 */
export const marketRoutes = {
  createAuction: defineRoute({
    method: 'POST',
    path: '/auction/create',
    family: 'auction',
    access: 'verified',
    body: createListingBodySchema,
    response: listingResponseSchema,
    summary:
      "Lists the caller's item for resale at a price (403 another's item; 409 resell_not_available, resell_not_available_yet or already listed): 'Nft placed on marketplace.'",
  }),
  deleteAuction: defineRoute({
    method: 'DELETE',
    path: '/auction/{id}/delete',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    response: listingResponseSchema,
    summary:
      "The seller removes the listing (409 while a purchase holds it): 'Nft removed from the marketplace.'",
  }),
  editAuction: defineRoute({
    method: 'POST',
    path: '/auction/{id}/edit',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    body: editListingBodySchema,
    response: listingResponseSchema,
    summary:
      "The seller changes the listing's price (409 while a purchase holds it): 'Price successfully updated'",
  }),
  createOffer: defineRoute({
    method: 'POST',
    path: '/offers/',
    family: 'offers',
    access: 'verified',
    body: createOfferBodySchema,
    response: createOfferResponseSchema,
    summary:
      'Offers an amount on an item, held on the payment method until accepted, declined, cancelled or expired (Idempotency-Key)',
  }),
  // §7: PATCH /offers/{id}; {offerId} here, as for GET /offers/{offerId} (see the note in contract.ts).
  updateOfferStatus: defineRoute({
    method: 'PATCH',
    path: '/offers/{offerId}',
    family: 'offers',
    access: 'verified',
    params: offerParamsSchema,
    body: updateOfferBodySchema,
    response: updateOfferResponseSchema,
    summary:
      "accept or decline (the item's owner), cancel (the maker, 6 hours after making it); 403 'Offer no longer available.' for others",
  }),
  getOffer: defineRoute({
    method: 'GET',
    path: '/offers/{offerId}',
    family: 'offers',
    access: 'user',
    params: offerParamsSchema,
    response: offerSchema,
    summary: "offer (its maker's or the item owner's; 403 'Offer no longer available.' otherwise)",
  }),
  listItemOffers: defineRoute({
    method: 'GET',
    path: '/offers/nft_item/{nftItemId}',
    family: 'offers',
    access: 'user',
    params: offerItemParamsSchema,
    response: offersListSchema,
    summary: "offers: the item's active offers for its owner; the caller's own offers on it for anyone else",
  }),
  markOffersViewed: defineRoute({
    method: 'PATCH',
    path: '/offers/mark_viewed',
    family: 'offers',
    access: 'user',
    body: markOffersViewedBodySchema,
    response: markOffersViewedResponseSchema,
    summary: "The owner has seen these offers (the new-offers badge); others' offers are left alone",
  }),
  // Collection and trait offers (issue 16 point 3; not in spec §7).
  createCollectionOffer: defineRoute({
    method: 'POST',
    path: '/offers/collection/',
    family: 'offers',
    access: 'verified',
    body: createCollectionOfferBodySchema,
    response: collectionOfferSchema,
    summary:
      'Offers an amount per item on `quantity` items of a collection (or with one of its traits), each unit held on the payment method (Idempotency-Key)',
  }),
  listCollectionOffers: defineRoute({
    method: 'GET',
    path: '/offers/collection/{collectionId}',
    family: 'offers',
    access: 'public',
    params: collectionOffersParamsSchema,
    response: collectionOffersListSchema,
    summary: "A collection's open collection and trait offers, best price first",
  }),
  updateCollectionOffer: defineRoute({
    method: 'PATCH',
    path: '/offers/collection_offer/{offerId}',
    family: 'offers',
    access: 'verified',
    params: collectionOfferParamsSchema,
    body: updateCollectionOfferBodySchema,
    response: updateCollectionOfferResponseSchema,
    summary:
      "accept with a matching item (its owner; one unit, one sale), cancel (the maker, 6 hours after making it); 403 'Offer no longer available.' for others",
  }),
  listItemCollectionOffers: defineRoute({
    method: 'GET',
    path: '/offers/nft_item/{nftItemId}/collection_offers',
    family: 'offers',
    access: 'user',
    params: offerItemParamsSchema,
    response: matchingCollectionOffersSchema,
    summary: "For the item's owner: the open collection and trait offers it matches, best price first",
  }),
  listNftActivity: defineRoute({
    method: 'GET',
    path: '/nft/{id}/activity',
    family: 'nft',
    access: 'public',
    params: idParamsSchema,
    query: activityQuerySchema,
    response: activityPageSchema,
    summary: "An NFT's market activity, newest first (not in spec §7)",
  }),
  getNftPriceHistory: defineRoute({
    method: 'GET',
    path: '/nft/{id}/price-history',
    family: 'nft',
    access: 'public',
    params: idParamsSchema,
    query: priceHistoryQuerySchema,
    response: priceHistorySchema,
    summary: "Every sale of an NFT's editions in a range, primary and resale (not in spec §7)",
  }),
  listCollectionActivity: defineRoute({
    method: 'GET',
    path: '/collections/{id}/activity/',
    family: 'collections',
    access: 'public',
    params: idParamsSchema,
    query: activityQuerySchema,
    response: activityPageSchema,
    summary: "A collection's market activity, newest first (not in spec §7)",
  }),
} satisfies Record<string, RouteDef>;
