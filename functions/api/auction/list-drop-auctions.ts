import { liveRoutes } from '../../../shared/api/routes/live';
import { listDropAuctions as queryAuctions } from '../../data/auction';
import { getDrop } from '../../data/drop';
import { subscriptionsOf } from '../../domain/promotions/subscriptions';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { auctionView } from './views';

export const listDropAuctions = endpoint(liveRoutes.listDropAuctions, async (deps, { params, user }) => {
  const drop = await getDrop(deps.db, params.id);
  if (!drop) throw new NotFoundError('Drop not found.');
  const auctions = await queryAuctions(deps.db, drop.id);
  const subscribedTo = await subscriptionsOf(
    deps,
    user?.uuid ?? null,
    auctions.map((auction) => auction.promotionUuid),
  );
  return auctions.map((auction) => auctionView(deps.env, auction, subscribedTo));
});
