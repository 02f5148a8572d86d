import { useState } from 'react';
import { useNftActivity } from '../api/list-nft-activity';
import { ActivityFeed, kindsOf } from './activity-feed';

/** The NFT page's activity feed: sales, listings, price changes, offers and transfers of its editions. */
export function NftActivity({ nftId }: { nftId: string }) {
  const [filters, setFilters] = useState<string[]>([]);
  const { data, error, size, setSize, isValidating, mutate } = useNftActivity(nftId, kindsOf(filters));
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
      showNft={false}
    />
  );
}
