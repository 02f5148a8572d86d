import { nftRoutes } from '../../../shared/api/routes/nft';
import { SortOrder } from '../../../shared/domain/enums';
import { listMyHistory as readMyHistory } from '../../domain/collection/my-history';
import { endpoint } from '../../lib/http';
import { historyEntryView } from './views';

/** The caller's order history, 4 a page, by date, searched by title, artist or pack. */
export const listMyHistory = endpoint(nftRoutes.listMyHistory, async (deps, { user, query }) => {
  const { count, next, rows, usernames } = await readMyHistory(
    deps.db,
    user.uuid,
    { search: query.search, oldestFirst: query.ordering === SortOrder.dateAsc },
    query.page,
  );
  return { count, next, results: rows.map((row) => historyEntryView(deps.env, row, usernames)) };
});
