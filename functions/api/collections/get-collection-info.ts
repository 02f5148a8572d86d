import { collectionRoutes } from '../../../shared/api/routes/collections';
import { readCollection } from '../../domain/collection/collection-reads';
import { optionalCentsToUsd } from '../../domain/money';
import { endpoint } from '../../lib/http';

/** The header's figures, all kept on the collection item. */
export const getCollectionInfo = endpoint(collectionRoutes.getCollectionInfo, async (deps, { params }) => {
  const collection = await readCollection(deps.db, params.id);
  return {
    id: collection.id,
    nft_quantity: collection.nftQuantity,
    editions: collection.editions,
    floor_price: optionalCentsToUsd(collection.floorPriceCents),
  };
});
