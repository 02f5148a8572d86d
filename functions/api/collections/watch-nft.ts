import { watchlistRoutes } from '../../../shared/api/routes/watchlist';
import { usdToCents } from '../../domain/money';
import { unwatchTarget, watchTarget } from '../../domain/watchlist/watch';
import { endpoint } from '../../lib/http';
import { watchView } from './watch-views';

/** Watch an NFT, with an optional alert price; idempotent. */
export const watchNft = endpoint(watchlistRoutes.watchNft, async (deps, { params, body, user }) => {
  const price = body.alert_price ?? null;
  return watchView(
    await watchTarget(deps, user.uuid, 'nft', params.id, price === null ? null : usdToCents(price)),
  );
});

export const unwatchNft = endpoint(watchlistRoutes.unwatchNft, async (deps, { params, user }) => {
  await unwatchTarget(deps, user.uuid, 'nft', params.id);
  return {};
});
