import { defineRoute, type RouteDef } from '../route';
import { idParamsSchema } from '../schemas/catalog';
import {
  collectionFiltersQuerySchema,
  collectionFiltersSchema,
  collectionInfoSchema,
  collectionNftsPageSchema,
  collectionNftsQuerySchema,
  collectionSchema,
  marketplacePageSchema,
  marketplaceQuerySchema,
} from '../schemas/collections';

/** The collection reads of spec part 2 §7 'Inbox, content, catalogue, claims, other'. */
export const collectionRoutes = {
  getCollection: defineRoute({
    method: 'GET',
    path: '/collections/{id}/',
    family: 'collections',
    access: 'public',
    cache: 'public',
    params: idParamsSchema,
    response: collectionSchema,
    summary: 'collection data',
  }),
  getCollectionInfo: defineRoute({
    method: 'GET',
    path: '/collections/{id}/info/',
    family: 'collections',
    access: 'public',
    cache: 'public',
    params: idParamsSchema,
    response: collectionInfoSchema,
    summary: 'collection data: NFTs, editions and floor price',
  }),
  getCollectionFilters: defineRoute({
    method: 'GET',
    path: '/collections/{id}/filters/',
    family: 'collections',
    access: 'public',
    cache: 'public',
    params: idParamsSchema,
    query: collectionFiltersQuerySchema,
    response: collectionFiltersSchema,
    summary: 'collection data: trait filter groups with counts and percentages',
  }),
  listCollectionNfts: defineRoute({
    method: 'GET',
    path: '/collections/{id}/nfts/',
    family: 'collections',
    access: 'public',
    cache: 'public',
    params: idParamsSchema,
    query: collectionNftsQuerySchema,
    response: collectionNftsPageSchema,
    summary: 'collection data: its NFTs, 20 a page, sorted and filtered by tiers and traits',
  }),
  listMarketplaceCollections: defineRoute({
    method: 'GET',
    path: '/collections/marketplace/',
    family: 'collections',
    access: 'public',
    cache: 'public',
    query: marketplaceQuerySchema,
    response: marketplacePageSchema,
    summary: 'collections',
  }),
} satisfies Record<string, RouteDef>;
