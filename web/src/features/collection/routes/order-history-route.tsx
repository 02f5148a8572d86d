import { useState } from 'react';
import { historyOrderings } from '../../../../../shared/api/schemas/nft';
import { SEARCH_DEBOUNCE_MS } from '../../../../../shared/domain/constants';
import { SortOrder, sortOrderLabels } from '../../../../../shared/domain/enums';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { HistoryOrdering } from '../api/list-my-history';
import { section } from '../components/collection-grid.css';
import { CollectionToolbar } from '../components/collection-toolbar';
import { OrderHistoryList } from '../components/order-history-list';

const sortOptions = historyOrderings.map((value) => ({ value, label: sortOrderLabels[value] }));

/** /account/order-history: search (300 ms debounce) and date order over the collector's history, 4 a page. */
export function OrderHistoryRoute() {
  const [searchText, setSearchText] = useState('');
  const [ordering, setOrdering] = useState<HistoryOrdering>(SortOrder.dateDesc);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or order starts again from the first page.
  const [shownFor, setShownFor] = useState({ search, ordering });
  if (shownFor.search !== search || shownFor.ordering !== ordering) {
    setShownFor({ search, ordering });
    setPage(1);
  }
  return (
    <section className={section} aria-label="Order History" data-testid="order-history">
      <CollectionToolbar
        searchLabel="Search orders"
        searchPlaceholder="Search by name, artist or pack"
        searchText={searchText}
        onSearchTextChange={setSearchText}
        sort={ordering}
        sortOptions={sortOptions}
        onSortChange={setOrdering}
      />
      <OrderHistoryList filter={{ search, ordering }} page={page} onPageChange={setPage} />
    </section>
  );
}
