import { Link } from 'wouter';
import { DROPS_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { availability, availabilityAt } from '../../../../../shared/rules/timed-state';
import { Button } from '../../../components/button/button';
import { grid, more } from '../../../components/card-grid/card-grid.css';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useDropsPages } from '../api/list-drops';
import { DropCard } from '../components/drop-card';
import { DropsSkeleton } from '../components/drops-skeleton';

const ALL_DROPS = { search: '', categories: [], tiers: [] } as const;

/**
 * /primary-listing: what the platform sells first-hand right now, the drops that are live and not sold out (their
 * packs and Buy Now or bid auctions open from each card). Resales live on the marketplace instead.
 */
export function PrimaryListingRoute() {
  return (
    <Page title="Primary Listing" testId="primary-listing-page">
      <p>New drops sold by the platform first-hand: packs and auctions on sale now.</p>
      <OnSaleDrops />
    </Page>
  );
}

/** The live, not sold out drops of the loaded pages of the drops list, with its loading, error and empty states. */
function OnSaleDrops() {
  const now = useNow();
  const { data: pages, error, isLoading, size, setSize, mutate } = useDropsPages(ALL_DROPS, DROPS_PAGE_SIZE);
  if (isLoading) return <DropsSkeleton count={8} />;
  if (!pages) return <ErrorState onRetry={() => mutate()} />;
  const onSale = pages
    .flatMap((page) => page.results)
    .filter(
      (drop) =>
        !drop.sold_out && availabilityAt(now, drop.feature_at, drop.feature_until) === availability.available,
    );
  const hasMore = pages.at(-1)?.next != null && !error;
  const loadingMore = pages.length < size && !error;
  return (
    <>
      {onSale.length === 0 && !hasMore ? (
        <EmptyState title="Nothing is on sale first-hand right now">
          <Link href={paths.drops()}>See upcoming drops</Link>
        </EmptyState>
      ) : (
        <ul className={grid} aria-label="On sale now" data-testid="primary-listing-grid">
          {onSale.map((drop) => (
            <li key={drop.id}>
              <DropCard drop={drop} />
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorState onRetry={() => mutate()} />}
      {hasMore && (
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
