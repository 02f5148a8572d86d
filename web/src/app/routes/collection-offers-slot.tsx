import { useMemo } from 'react';
import { useCollectionFilters } from '../../features/marketplace/api/get-collection-filters';
import type { OfferTraitOption } from '../../features/offers/components/collection-offer-form';
import { CollectionOffers } from '../../features/offers/components/collection-offers';

/**
 * The collection page's offers: the offers feature's list and form, offered the collection's traits from the
 * marketplace feature's filters (the app composes the two, so neither imports the other).
 */
export function CollectionOffersSlot({ collectionId }: { collectionId: string }) {
  const { data: groups } = useCollectionFilters(collectionId);
  const traits = useMemo<OfferTraitOption[]>(
    () =>
      (groups ?? []).flatMap((group) =>
        group.items.map((item) => ({
          type: group.type,
          value: item.title,
          label: `${group.title}: ${item.title}`,
        })),
      ),
    [groups],
  );
  return <CollectionOffers collectionId={collectionId} traits={traits} />;
}
