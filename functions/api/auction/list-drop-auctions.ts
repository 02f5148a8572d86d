import { liveRoutes } from '../../../shared/api/routes/live';
import { listDropAuctions as queryAuctions } from '../../data/auction';
import { dropExists } from '../../data/drop';
import { readWithSubscriptions } from '../../domain/promotions/subscriptions';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { auctionView } from './views';

export const listDropAuctions = endpoint(liveRoutes.listDropAuctions, async (deps, { params, user }) => {
  const [{ auctions, dropMarked }, subscribedTo] = await readWithSubscriptions(
    deps,
    user?.uuid ?? null,
    `drop-auctions:${params.id}`,
    () => queryAuctions(deps.db, params.id),
    (found) => found.auctions.map((auction) => auction.promotionUuid),
  );
  // The drop's marker, or an auction of its own (a drop written before markers), proves the drop exists: drops
  // are never deleted. Storefront listings sit under a drop id with no drop item, so without either the drop is read.
  const shown = dropMarked || auctions.some((auction) => auction.storefront === undefined);
  if (!shown && !(await dropExists(deps.db, params.id))) throw new NotFoundError('Drop not found.');
  return auctions.map((auction) => auctionView(deps.env, auction, subscribedTo));
});
