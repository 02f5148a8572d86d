import { useState } from 'react';
import { useCollectionActivity } from '../api/list-collection-activity';
import { ActivityFeed, kindsOf } from './activity-feed';

/** The collection page's activity feed, across its NFTs. */
export function CollectionActivity({ collectionId }: { collectionId: string }) {
  const [filters, setFilters] = useState<string[]>([]);
  const { data, error, size, setSize, isValidating, mutate } = useCollectionActivity(
    collectionId,
    kindsOf(filters),
  );
  return (
    <ActivityFeed
      title="Activity"
      pages={data}
      error={error}
      loadingMore={isValidating && data !== undefined && data.length < size}
      onLoadMore={() => setSize(size + 1)}
      onRetry={() => mutate()}
      filters={filters}
      onFiltersChange={setFilters}
      showNft
    />
  );
}
