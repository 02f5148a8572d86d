import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { grid, more } from '../../../components/card-grid/card-grid.css';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';

import { type MarketplaceFilter, useMarketplacePages } from '../api/list-marketplace-collections';
import { CollectionCard } from './collection-card';
import { GridSkeleton } from './grid-skeleton';

const isFiltered = (filter: MarketplaceFilter) =>
  Boolean(filter.search || filter.categories.length || filter.tiers.length);

/** The marketplace grid with its loading, error and empty states and 'SHOW MORE'. */
export function CollectionsList({ filter, pageSize }: { filter: MarketplaceFilter; pageSize: number }) {
  const { data: pages, error, isLoading, size, setSize, mutate } = useMarketplacePages(filter, pageSize);

  if (isLoading) {
    return <GridSkeleton label="Loading collections" />;
  }
  if (!pages) return <ErrorState onRetry={() => mutate()} />;

  const collections = pages.flatMap((page) => page.results);
  if (collections.length === 0) {
    return <EmptyState title={isFiltered(filter) ? messages.noResults : messages.noSecondaryListings} />;
  }
  const loadingMore = pages.length < size && !error;
  return (
    <>
      <ul className={grid} aria-label="Collections" data-testid="collections-grid">
        {collections.map((collection) => (
          <li key={collection.id}>
            <CollectionCard collection={collection} />
          </li>
        ))}
      </ul>
      {error && <ErrorState onRetry={() => mutate()} />}
      {pages.at(-1)?.next != null && !error && (
        <div className={more}>
          <Button
            variant="secondary"
            onClick={() => setSize(size + 1)}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            SHOW MORE
          </Button>
        </div>
      )}
    </>
  );
}
