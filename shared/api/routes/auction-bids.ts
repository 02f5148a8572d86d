import { defineRoute, type RouteDef } from '../route';
import {
  auctionBidsSchema,
  auctionDetailSchema,
  placeBidBodySchema,
  placeBidResponseSchema,
} from '../schemas/bids';
import { idParamsSchema } from '../schemas/catalog';

/** The auction reads and the bid call of spec part 2 §7 'Auctions, offers, purchases'. */
export const auctionBidRoutes = {
  getAuction: defineRoute({
    method: 'GET',
    path: '/auction/{id}',
    family: 'auction',
    access: 'public',
    params: idParamsSchema,
    response: auctionDetailSchema,
    summary:
      "auction, with the live bid figures (and the caller's last_bid when signed in) and the Dutch price",
  }),
  listAuctionBids: defineRoute({
    method: 'GET',
    path: '/auction/{id}/bids',
    family: 'auction',
    access: 'public',
    params: idParamsSchema,
    response: auctionBidsSchema,
    summary: "bids: the leaderboard, best first (a silent auction shows only the caller's bid until its end)",
  }),
  // Also the validity check of §7 ('validate true' answers 'valid'): the same POST route.
  placeBid: defineRoute({
    method: 'POST',
    path: '/auction/{id}/bid',
    family: 'auction',
    access: 'verified',
    params: idParamsSchema,
    body: placeBidBodySchema,
    response: placeBidResponseSchema,
    summary: "places or updates the caller's bid with a hold on the chosen method; with validate true: valid",
  }),
} satisfies Record<string, RouteDef>;
