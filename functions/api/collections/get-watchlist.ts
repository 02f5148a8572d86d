import { watchlistRoutes } from '../../../shared/api/routes/watchlist';
import { readWatchlist } from '../../domain/watchlist/read-watchlist';
import { endpoint } from '../../lib/http';
import { watchlistView } from './watch-views';

/** The caller's own watchlist. */
export const getWatchlist = endpoint(watchlistRoutes.getWatchlist, async (deps, { user }) =>
  watchlistView(deps.env, await readWatchlist(deps, user.uuid)),
);
