import { collectionRoutes } from '../../../shared/api/routes/collections';
import { readMarketplace } from '../../domain/collection/collection-reads';
import { endpoint } from '../../lib/http';
import { collectionView } from './views';

/** The marketplace's collections by offset; `filters=featured` is the carousel. */
export const listMarketplaceCollections = endpoint(
  collectionRoutes.listMarketplaceCollections,
  async (deps, { query }) => {
    const page = await readMarketplace(deps.db, {
      offset: query.offset,
      limit: query.limit,
      categories: query.category,
      search: query.search,
      tiers: query.tiers,
      ordering: query.ordering,
      featuredOnly: query.filters === 'featured',
    });
    return { ...page, results: page.results.map((collection) => collectionView(deps.env, collection)) };
  },
);
