import { collectionRoutes } from '../../../shared/api/routes/collections';
import { readCollection } from '../../domain/collection/collection-reads';
import { endpoint } from '../../lib/http';
import { collectionView } from './views';

/** A collection; 404 'Collection not found'. */
export const getCollection = endpoint(collectionRoutes.getCollection, async (deps, { params }) =>
  collectionView(deps.env, await readCollection(deps.db, params.id)),
);
