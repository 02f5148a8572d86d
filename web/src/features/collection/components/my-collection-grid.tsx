import { useEffect, useRef } from 'react';
import { MY_COLLECTION_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { grid, more } from '../../../components/card-grid/card-grid.css';
import { SkeletonList } from '../../../components/card-grid/skeleton-list';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { type MyNftsFilter, useMyNftsPages } from '../api/list-my-nfts';
import { OwnedItemCard } from './owned-item-card';

export interface MyCollectionGridProps {
  filter: MyNftsFilter;
  /** True while the search and tiers are untouched: an empty answer then means no NFTs at all. */
  defaultFilter: boolean;
}

/** The collector's items, 8 at a time as the end of the grid comes into view (or 'Show more'). */
export function MyCollectionGrid({ filter, defaultFilter }: MyCollectionGridProps) {
  const { data: pages, error, isLoading, size, setSize, mutate } = useMyNftsPages(filter);
  const end = useRef<HTMLDivElement>(null);
  const hasMore = pages?.at(-1)?.next != null && !error;
  const loadingMore = (pages?.length ?? 0) < size && !error;

  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void setSize((current) => current + 1);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, setSize]);

  if (isLoading) {
    return <SkeletonList label="Loading your NFTs" count={MY_COLLECTION_PAGE_SIZE} testId="loader" />;
  }
  if (!pages) return <ErrorState onRetry={() => void mutate()} />;
  const items = pages.flatMap((page) => page.results);
  if (items.length === 0)
    return <EmptyState title={defaultFilter ? messages.noNftsYet : messages.noResults} />;
  return (
    <>
      <ul className={grid} aria-label="My NFTs" data-testid="my-collection-grid">
        {items.map((item) => (
          <li key={item.id}>
            <OwnedItemCard item={item} />
          </li>
        ))}
      </ul>
      <div ref={end} />
      {error && <ErrorState onRetry={() => void mutate()} />}
      {hasMore && (
        <div className={more}>
          <Button
            variant="secondary"
            onClick={() => void setSize(size + 1)}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
