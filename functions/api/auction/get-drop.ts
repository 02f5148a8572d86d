import { liveRoutes } from '../../../shared/api/routes/live';
import { type DropListing, getDropListing, listingPacks } from '../../data/drop';
import { getPack } from '../../data/pack';
import { subscriptionsOf } from '../../domain/promotions/subscriptions';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { dropView } from './views';

/** The pack page reads its pack by the pack's id (spec 'Drop/pack' entity): the answer is the drop selling it. */
async function dropOrPackDrop(db: Deps['db'], id: string): Promise<DropListing | undefined> {
  const listing = await getDropListing(db, id);
  if (listing) return listing;
  const pack = await getPack(db, id);
  return pack ? getDropListing(db, pack.dropId) : undefined;
}

/** One read of the drop item, which carries its packs' summary (the drops list's, data/drop.ts). */
export const getDrop = endpoint(liveRoutes.getDrop, async (deps, { params, user }) => {
  const listing = await dropOrPackDrop(deps.db, params.id);
  if (!listing) throw new NotFoundError('Drop not found.');
  const { drop } = listing;
  const [packs, subscribedTo] = await Promise.all([
    listingPacks(deps.db, listing),
    subscriptionsOf(deps, user?.uuid ?? null, [drop.promotionUuid]),
  ]);
  return dropView(deps.env, drop, packs, subscribedTo);
});
