import { liveRoutes } from '../../../shared/api/routes/live';
import { listDropAuctions as queryAuctions } from '../../data/auction';
import { dropExists } from '../../data/drop';
import { readWithSubscriptions } from '../../domain/promotions/subscriptions';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { auctionView } from './views';

export const listDropAuctions = endpoint(liveRoutes.listDropAuctions, async (deps, { params, user }) => {
  const [auctions, subscribedTo] = await readWithSubscriptions(
    deps,
    user?.uuid ?? null,
    `drop-auctions:${params.id}`,
    () => queryAuctions(deps.db, params.id),
    (found) => found.map((auction) => auction.promotionUuid),
  );
  // A drop's own auction proves the drop exists: the seed writes them with their drop, and drops are never
  // deleted. Storefront listings sit under a drop id with no drop item, so without a drop auction the drop is read.
  const shownByDrop = auctions.some((auction) => auction.storefront === undefined);
  if (!shownByDrop && !(await dropExists(deps.db, params.id))) throw new NotFoundError('Drop not found.');
  return auctions.map((auction) => auctionView(deps.env, auction, subscribedTo));
});
