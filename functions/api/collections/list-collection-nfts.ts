import { collectionRoutes } from '../../../shared/api/routes/collections';
import { collectionNftOrdering } from '../../domain/collection/collection-order';
import { readCollection, readCollectionNfts } from '../../domain/collection/collection-reads';
import { endpoint } from '../../lib/http';
import { collectionNftView } from './views';

/** A collection's NFTs, 20 a page, in the asked or default order (rank orders only for ranked collections). */
export const listCollectionNfts = endpoint(
  collectionRoutes.listCollectionNfts,
  async (deps, { params, query }) => {
    const collection = await readCollection(deps.db, params.id);
    const page = await readCollectionNfts(deps.db, collection, {
      page: query.page,
      ordering: collectionNftOrdering(query.ordering, collection.isRanked),
      tiers: query.tiers,
      traits: query.traits,
    });
    return {
      count: page.count,
      next: page.next,
      results: page.nfts.map((nft) => collectionNftView(deps.env, nft)),
    };
  },
);
