import { ORDER_HISTORY_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { type MyHistoryFilter, useMyHistoryPage } from '../api/list-my-history';
import { HistoryRow } from './history-row';
import * as styles from './history-row.css';

export interface OrderHistoryListProps {
  filter: MyHistoryFilter;
  page: number;
  onPageChange: (page: number) => void;
}

/** One page (4) of the order history with its pager, and the loading, error and empty states. */
export function OrderHistoryList({ filter, page, onPageChange }: OrderHistoryListProps) {
  const { data, error, isLoading, isValidating, mutate } = useMyHistoryPage(filter, page);
  if (isLoading) return <Loader />;
  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;
  if (!data || data.count === 0)
    return <EmptyState title={filter.search ? messages.noOrdersMatching : messages.noOrdersYet} />;
  const pages = Math.max(1, Math.ceil(data.count / ORDER_HISTORY_PAGE_SIZE));
  return (
    <>
      <ul
        className={styles.list}
        aria-label="Orders"
        aria-busy={isValidating}
        data-testid="order-history-list"
      >
        {data.results.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {error && <ErrorState onRetry={() => void mutate()} />}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Order history pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <span data-testid="history-page">
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.next === null}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
