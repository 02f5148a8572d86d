import { defineRoute, type RouteDef } from '../route';
import { bidItemsSchema } from '../schemas/bids';
import { idParamsSchema } from '../schemas/catalog';
import {
  historyPageSchema,
  marketplaceItemSchema,
  myHistoryQuerySchema,
  myNftsQuerySchema,
  nftDetailSchema,
  nftEditionsPageSchema,
  nftEditionsQuerySchema,
  nftItemParamsSchema,
  ownedItemSchema,
  ownedItemsPageSchema,
  updateVisibilityBodySchema,
} from '../schemas/nft';

/** The collection calls of spec part 2 §7 'Collection, items, export, gift, fusion'. */
export const nftRoutes = {
  listMyNfts: defineRoute({
    method: 'GET',
    path: '/nft/mine',
    family: 'nft',
    access: 'user',
    query: myNftsQuerySchema,
    response: ownedItemsPageSchema,
    summary: 'owned items',
  }),
  listMyHistory: defineRoute({
    method: 'GET',
    path: '/nft/mine/history',
    family: 'nft',
    access: 'user',
    query: myHistoryQuerySchema,
    response: historyPageSchema,
    summary: 'history entries',
  }),
  // §7: /nft/{nftId}; {id} here (see the placeholder note in contract.ts).
  getNft: defineRoute({
    method: 'GET',
    path: '/nft/{id}',
    family: 'nft',
    access: 'public',
    cache: 'public',
    params: idParamsSchema,
    response: nftDetailSchema,
    summary: 'details',
  }),
  // §7: /nft/{nftId}/item/{nftItemId}; {id} and {itemId} here (see the placeholder note in contract.ts).
  getNftItem: defineRoute({
    method: 'GET',
    path: '/nft/{id}/item/{itemId}',
    family: 'nft',
    access: 'public',
    params: nftItemParamsSchema,
    response: ownedItemSchema,
    summary: 'details',
  }),
  updateItemVisibility: defineRoute({
    method: 'PATCH',
    path: '/nft/item/{id}',
    family: 'nft',
    access: 'user',
    params: idParamsSchema,
    body: updateVisibilityBodySchema,
    response: ownedItemSchema,
    summary:
      "The caller's item public or private (403 for another user's item, 409 while resale is not allowed or the item is listed); answers the item",
  }),
  // §7: /nft/marketplace/{id}; the editions table of the NFT page.
  // §7: /nft/marketplace/{nftId}/{itemId}; {id} here, as for /nft/marketplace/{id}.
  getMarketplaceItem: defineRoute({
    method: 'GET',
    path: '/nft/marketplace/{id}/{itemId}',
    family: 'nft',
    access: 'public',
    params: nftItemParamsSchema,
    response: marketplaceItemSchema,
    summary: 'results[] with title, display_description: one edition as the marketplace shows it',
  }),
  listNftEditions: defineRoute({
    method: 'GET',
    path: '/nft/marketplace/{id}',
    family: 'nft',
    access: 'public',
    cache: 'public',
    params: idParamsSchema,
    query: nftEditionsQuerySchema,
    response: nftEditionsPageSchema,
    summary: 'editions',
  }),
  listBidItems: defineRoute({
    method: 'GET',
    path: '/nft/bid_items/{id}',
    family: 'nft',
    access: 'public',
    params: idParamsSchema,
    response: bidItemsSchema,
    summary: "The NFT's editions sold by bids, each with the bid winning it (edition = rank); lists",
  }),
} satisfies Record<string, RouteDef>;
