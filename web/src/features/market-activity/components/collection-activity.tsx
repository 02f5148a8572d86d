import { useState } from 'react';
import { useCollectionActivity } from '../api/list-collection-activity';
import { ActivityFeed, kindsOf, pagingOf } from './activity-feed';

/** The collection page's activity feed, across its NFTs. */
export function CollectionActivity({ collectionId }: { collectionId: string }) {
  const [filters, setFilters] = useState<string[]>([]);
  const feed = useCollectionActivity(collectionId, kindsOf(filters));
  return (
    <ActivityFeed
      title="Activity"
      {...pagingOf(feed)}
      filters={filters}
      onFiltersChange={setFilters}
      showNft
    />
  );
}
