import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { grid, more } from '../../../components/card-grid/card-grid.css';
import { GRID_COLUMNS } from '../../../components/card-grid/columns';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { type DropsFilter, useDropsPages } from '../api/list-drops';
import { DropCard } from './drop-card';
import { DropsSkeleton } from './drops-skeleton';

export interface DropsListProps {
  filter: DropsFilter;
  pageSize: number;
}

/** A search, category or tier that leaves no drop is a miss, not an empty catalog. */
const isFiltered = (filter: DropsFilter) =>
  Boolean(filter.search || filter.categories.length || filter.tiers.length);

/**
 * The drops grid with its loading, error and empty states ('NFT Drops Coming Soon', or '0 Results - Please check
 * the entered data' when filtered) and 'SHOW MORE DROPS'.
 */
export function DropsList({ filter, pageSize }: DropsListProps) {
  const { data: pages, error, isLoading, size, setSize, mutate } = useDropsPages(filter, pageSize);

  if (isLoading) return <DropsSkeleton count={Math.min(pageSize, 8)} />;
  if (!pages) return <ErrorState onRetry={() => mutate()} />;

  const drops = pages.flatMap((page) => page.results);
  if (drops.length === 0) {
    return <EmptyState title={isFiltered(filter) ? messages.noResults : messages.dropsEmpty} />;
  }

  const lastPage = pages.at(-1);
  const loadingMore = pages.length < size && !error;
  return (
    <>
      <ul className={grid} aria-label="Drops" data-testid="drops-grid">
        {/* The first row is in view when the list opens: its images load first (Image's priority). */}
        {drops.map((drop, index) => (
          <li key={drop.id}>
            <DropCard drop={drop} priority={index < GRID_COLUMNS} />
          </li>
        ))}
      </ul>
      {error && <ErrorState onRetry={() => mutate()} />}
      {lastPage?.next != null && !error && (
        <div className={more}>
          <Button
            variant="secondary"
            onClick={() => setSize(size + 1)}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            SHOW MORE DROPS
          </Button>
        </div>
      )}
    </>
  );
}
