import { familyHandler } from '../../lib/http';
import { getCollection } from './get-collection';
import { getCollectionFilters } from './get-collection-filters';
import { getCollectionInfo } from './get-collection-info';
import { listCollectionActivity } from './list-collection-activity';
import { listCollectionNfts } from './list-collection-nfts';
import { listMarketplaceCollections } from './list-marketplace-collections';

export const endpoints = [
  listMarketplaceCollections,
  getCollection,
  getCollectionInfo,
  getCollectionFilters,
  listCollectionNfts,
  listCollectionActivity,
];
export const handler = familyHandler(endpoints);
