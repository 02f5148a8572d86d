import { familyHandler } from '../../lib/http';
import { getCollection } from './get-collection';
import { getCollectionFilters } from './get-collection-filters';
import { getCollectionInfo } from './get-collection-info';
import { listCollectionNfts } from './list-collection-nfts';
import { listMarketplaceCollections } from './list-marketplace-collections';

export const endpoints = [
  listMarketplaceCollections,
  getCollection,
  getCollectionInfo,
  getCollectionFilters,
  listCollectionNfts,
];
export const handler = familyHandler(endpoints);
