import { useState } from 'react';
import { useNftActivity } from '../api/list-nft-activity';
import { ActivityFeed, kindsOf, pagingOf } from './activity-feed';

/** The NFT page's activity feed: sales, listings, price changes, offers and transfers of its editions. */
export function NftActivity({ nftId }: { nftId: string }) {
  const [filters, setFilters] = useState<string[]>([]);
  const feed = useNftActivity(nftId, kindsOf(filters));
  return (
    <ActivityFeed
      title="Activity"
      {...pagingOf(feed)}
      filters={filters}
      onFiltersChange={setFilters}
      showNft={false}
    />
  );
}
