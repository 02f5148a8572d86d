import { defineRoute, type RouteDef } from '../route';
import { emptyResponseSchema } from '../schemas/account';
import { idParamsSchema } from '../schemas/catalog';
import {
  watchCollectionBodySchema,
  watchlistSchema,
  watchNftBodySchema,
  watchSchema,
} from '../schemas/watchlist';

/** The watchlist (issue 16 point 2): a user's watched NFTs and collections and their price alerts. */
export const watchlistRoutes = {
  getWatchlist: defineRoute({
    method: 'GET',
    path: '/watchlist',
    family: 'collections',
    access: 'user',
    response: watchlistSchema,
    summary: "the caller's watched NFTs and collections with their prices, alerts and running auctions",
  }),
  watchNft: defineRoute({
    method: 'PUT',
    path: '/watchlist/nfts/{id}',
    family: 'collections',
    access: 'user',
    params: idParamsSchema,
    body: watchNftBodySchema,
    response: watchSchema,
    summary:
      'watches an NFT or changes its alert price (again: the same answer); unknown NFT 404, over 500 watches 409',
  }),
  unwatchNft: defineRoute({
    method: 'DELETE',
    path: '/watchlist/nfts/{id}',
    family: 'collections',
    access: 'user',
    params: idParamsSchema,
    response: emptyResponseSchema,
    summary: 'stops watching an NFT; 404 when the caller does not watch it',
  }),
  watchCollection: defineRoute({
    method: 'PUT',
    path: '/watchlist/collections/{id}',
    family: 'collections',
    access: 'user',
    params: idParamsSchema,
    body: watchCollectionBodySchema,
    response: watchSchema,
    summary:
      'watches a collection or changes its floor alert price; unknown collection 404, over 500 watches 409',
  }),
  unwatchCollection: defineRoute({
    method: 'DELETE',
    path: '/watchlist/collections/{id}',
    family: 'collections',
    access: 'user',
    params: idParamsSchema,
    response: emptyResponseSchema,
    summary: 'stops watching a collection; 404 when the caller does not watch it',
  }),
} satisfies Record<string, RouteDef>;
