import { COLLECTION_NFTS_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { grid } from '../../../components/card-grid/card-grid.css';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';

import { type CollectionNftsFilter, useCollectionNfts } from '../api/list-collection-nfts';
import * as styles from './collection-page.css';
import { GridSkeleton } from './grid-skeleton';
import { NftCard } from './nft-card';

export interface CollectionNftsProps {
  collectionId: string;
  filter: CollectionNftsFilter;
  onPageChange: (page: number) => void;
}

/** The collection's NFT grid, a numbered page at a time, with its loading, error and empty states. */
export function CollectionNfts({ collectionId, filter, onPageChange }: CollectionNftsProps) {
  const { data, error, isLoading, mutate } = useCollectionNfts(collectionId, filter);

  if (isLoading && !data) {
    return <GridSkeleton label="Loading NFTs" />;
  }
  if (error || !data) return <ErrorState onRetry={() => mutate()} />;
  if (data.results.length === 0) {
    return <EmptyState title={filter.traits.length ? messages.noResults : messages.noSecondaryListings} />;
  }
  const pages = Math.max(1, Math.ceil(data.count / COLLECTION_NFTS_PAGE_SIZE));
  return (
    <>
      <ul className={grid} aria-label="NFTs" aria-busy={isLoading} data-testid="nfts-grid">
        {data.results.map((nft) => (
          <li key={nft.id}>
            <NftCard nft={nft} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pagination} aria-label="Pages">
          <Button
            variant="secondary"
            disabled={filter.page <= 1}
            onClick={() => onPageChange(filter.page - 1)}
          >
            Previous
          </Button>
          <span aria-current="page">
            Page {filter.page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={data.next === null}
            onClick={() => onPageChange(filter.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
