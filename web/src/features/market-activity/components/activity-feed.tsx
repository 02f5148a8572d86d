import { type ReactNode, useId } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { ActivityEntry, ActivityKind, ActivityPage } from '../../../../../shared/api/schemas/activity';
import { formatUsd } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { chip } from '../../../components/category-chips/category-chips.css';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import type { ApiError } from '../../../lib/api-client';
import * as styles from './market-activity.css';

/** The filter chips: each stands for one kind or a few ('Listings' is listed, price changed and delisted). */
export const activityFilters: readonly { label: string; kinds: readonly ActivityKind[] }[] = [
  { label: 'Sales', kinds: ['sale'] },
  { label: 'Listings', kinds: ['listing', 'price_change', 'delisting'] },
  { label: 'Offers', kinds: ['offer'] },
  { label: 'Transfers', kinds: ['transfer'] },
];

export const kindLabels: Record<ActivityKind, string> = {
  sale: 'Sale',
  listing: 'Listed',
  price_change: 'Price change',
  delisting: 'Delisted',
  offer: 'Offer',
  transfer: 'Transfer',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const priceText = (price: number | null) => (price === null ? '—' : formatUsd(Math.round(price * 100)));

export interface ActivityFeedProps {
  title: string;
  pages: ActivityPage[] | undefined;
  error: unknown;
  /** A further page is being read ('Load more' pressed). */
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Chosen filter labels (activityFilters); empty is every kind. */
  filters: readonly string[];
  onFiltersChange: (labels: string[]) => void;
  /** The collection's feed names each entry's NFT. */
  showNft: boolean;
}

/** The feed's paging props from its infinite read (pages, 'Load more', retry). */
export const pagingOf = (feed: SWRInfiniteResponse<ActivityPage, ApiError>) => ({
  pages: feed.data,
  error: feed.error,
  loadingMore: feed.isValidating && feed.data !== undefined && feed.data.length < feed.size,
  onLoadMore: () => void feed.setSize(feed.size + 1),
  onRetry: () => void feed.mutate(),
});

/** Chosen filter labels as the API's kinds (empty: all). */
export const kindsOf = (labels: readonly string[]): ActivityKind[] =>
  activityFilters.filter((filter) => labels.includes(filter.label)).flatMap((filter) => [...filter.kinds]);

function Entry({ entry, showNft }: { entry: ActivityEntry; showNft: boolean }) {
  const edition = entry.nft_item ? `#${entry.nft_item.sequence}` : '—';
  return (
    <tr data-testid="activity-entry">
      <td data-label="Event" className={styles.kind}>
        {kindLabels[entry.kind]}
        {entry.kind === 'sale' && entry.market === 'primary' && <span className={styles.muted}> (drop)</span>}
      </td>
      <td data-label={showNft ? 'Item' : 'Edition'}>
        {showNft ? (
          <span className={styles.nftCell}>
            <img src={entry.nft.thumbnail} alt="" className={styles.thumb} />
            <span>
              {entry.nft.title} <span className={styles.muted}>{edition}</span>
            </span>
          </span>
        ) : (
          edition
        )}
      </td>
      <td data-label="Price">{priceText(entry.price)}</td>
      <td data-label="From" className={styles.user}>
        {entry.from ?? '—'}
      </td>
      <td data-label="To" className={styles.user}>
        {entry.to ?? '—'}
      </td>
      <td data-label="Date">
        <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
      </td>
    </tr>
  );
}

/**
 * A market activity feed: kind filter chips, a table of entries (stacked cards on small screens), 'Load more' while
 * the API answers a cursor; 'No activity yet' when empty; a skeleton while the first page loads.
 */
export function ActivityFeed(props: ActivityFeedProps) {
  const titleId = useId();
  const { pages, error, filters } = props;
  const entries = pages?.flatMap((page) => page.results) ?? [];
  const hasMore = pages !== undefined && pages.length > 0 && pages[pages.length - 1]?.next != null;

  const toggle = (label: string) =>
    props.onFiltersChange(filters.includes(label) ? filters.filter((f) => f !== label) : [...filters, label]);

  let body: ReactNode;
  if (error && entries.length === 0) body = <ErrorState onRetry={props.onRetry} />;
  else if (!pages)
    body = (
      <div role="status" aria-label="Loading activity">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.rowSkeleton} style={{ marginBottom: 8 }} />
        ))}
      </div>
    );
  else if (entries.length === 0) body = <EmptyState title="No activity yet" />;
  else
    body = (
      <>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">{props.showNft ? 'Item' : 'Edition'}</th>
              <th scope="col">Price</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} showNft={props.showNft} />
            ))}
          </tbody>
        </table>
        {hasMore && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={props.onLoadMore} disabled={props.loadingMore}>
              {props.loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="activity-feed">
      <h2 id={titleId} className={styles.heading}>
        {props.title}
      </h2>
      <fieldset className={styles.chips}>
        <legend className={visuallyHidden}>Activity kinds</legend>
        <button
          type="button"
          className={chip}
          aria-pressed={filters.length === 0}
          onClick={() => props.onFiltersChange([])}
        >
          All
        </button>
        {activityFilters.map((filter) => (
          <button
            key={filter.label}
            type="button"
            className={chip}
            aria-pressed={filters.includes(filter.label)}
            onClick={() => toggle(filter.label)}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      {body}
    </section>
  );
}
