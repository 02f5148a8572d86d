import { familyHandler } from '../../lib/http';
import { getCollection } from './get-collection';
import { getCollectionFilters } from './get-collection-filters';
import { getCollectionInfo } from './get-collection-info';
import { getWatchlist } from './get-watchlist';
import { listCollectionActivity } from './list-collection-activity';
import { listCollectionNfts } from './list-collection-nfts';
import { listMarketplaceCollections } from './list-marketplace-collections';
import { unwatchCollection, watchCollection } from './watch-collection';
import { unwatchNft, watchNft } from './watch-nft';

export const endpoints = [
  listMarketplaceCollections,
  getCollection,
  getCollectionInfo,
  getCollectionFilters,
  listCollectionNfts,
  listCollectionActivity,
  getWatchlist,
  watchNft,
  unwatchNft,
  watchCollection,
  unwatchCollection,
];
export const handler = familyHandler(endpoints);
