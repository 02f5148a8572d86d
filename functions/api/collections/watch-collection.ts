import { watchlistRoutes } from '../../../shared/api/routes/watchlist';
import { usdToCents } from '../../domain/money';
import { unwatchTarget, watchTarget } from '../../domain/watchlist/watch';
import { endpoint } from '../../lib/http';
import { watchView } from './watch-views';

/** Watch a collection, with an optional floor alert price; idempotent. */
export const watchCollection = endpoint(
  watchlistRoutes.watchCollection,
  async (deps, { params, body, user }) => {
    const price = body.floor_alert_price ?? null;
    return watchView(
      await watchTarget(deps, user.uuid, 'collection', params.id, price === null ? null : usdToCents(price)),
    );
  },
);

export const unwatchCollection = endpoint(
  watchlistRoutes.unwatchCollection,
  async (deps, { params, user }) => {
    await unwatchTarget(deps, user.uuid, 'collection', params.id);
    return {};
  },
);
