import { collectionRoutes } from '../../../shared/api/routes/collections';
import { chosenTiers, readCollection } from '../../domain/collection/collection-reads';
import { traitFilterGroups } from '../../domain/collection/trait-rarity';
import { endpoint } from '../../lib/http';
import { filterGroupView } from './views';

/** Trait filter groups with counts and percentages, from the counts stored on the collection (no NFT is read). */
export const getCollectionFilters = endpoint(
  collectionRoutes.getCollectionFilters,
  async (deps, { params, query }) => {
    const collection = await readCollection(deps.db, params.id);
    return traitFilterGroups(collection.traitStats, chosenTiers(query.tiers)).map(filterGroupView);
  },
);
