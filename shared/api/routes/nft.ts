import { defineRoute, type RouteDef } from '../route';
import { idParamsSchema } from '../schemas/catalog';
import {
  historyPageSchema,
  myHistoryQuerySchema,
  myNftsQuerySchema,
  nftDetailSchema,
  nftItemParamsSchema,
  ownedItemSchema,
  ownedItemsPageSchema,
} from '../schemas/nft';

/** The collection reads of spec part 2 §7 'Collection, items, export, gift, fusion'. */
export const nftRoutes = {
  listMyNfts: defineRoute({
    method: 'GET',
    path: '/nft/mine',
    family: 'nft',
    access: 'user',
    status: 'live',
    query: myNftsQuerySchema,
    response: ownedItemsPageSchema,
    summary: 'owned items',
  }),
  listMyHistory: defineRoute({
    method: 'GET',
    path: '/nft/mine/history',
    family: 'nft',
    access: 'user',
    status: 'live',
    query: myHistoryQuerySchema,
    response: historyPageSchema,
    summary: 'history entries',
  }),
  // §7: /nft/{nftId}; {id} here (see the placeholder note in planned-routes.ts).
  getNft: defineRoute({
    method: 'GET',
    path: '/nft/{id}',
    family: 'nft',
    access: 'public',
    status: 'live',
    params: idParamsSchema,
    response: nftDetailSchema,
    summary: 'details',
  }),
  // §7: /nft/{nftId}/item/{nftItemId}; {id} and {itemId} here (see the placeholder note in planned-routes.ts).
  getNftItem: defineRoute({
    method: 'GET',
    path: '/nft/{id}/item/{itemId}',
    family: 'nft',
    access: 'public',
    status: 'live',
    params: nftItemParamsSchema,
    response: ownedItemSchema,
    summary: 'details',
  }),
} satisfies Record<string, RouteDef>;
