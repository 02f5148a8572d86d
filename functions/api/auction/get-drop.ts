import { liveRoutes } from '../../../shared/api/routes/live';
import { type DropRecord, getDrop as readDrop } from '../../data/drop';
import { getPack, listDropPacks } from '../../data/pack';
import { subscriptionsOf } from '../../domain/promotions/subscriptions';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { dropView } from './views';

/** The pack page reads its pack by the pack's id (spec 'Drop/pack' entity): the answer is the drop selling it. */
async function dropOrPackDrop(db: Deps['db'], id: string): Promise<DropRecord | undefined> {
  const drop = await readDrop(db, id);
  if (drop) return drop;
  const pack = await getPack(db, id);
  return pack ? readDrop(db, pack.dropId) : undefined;
}

export const getDrop = endpoint(liveRoutes.getDrop, async (deps, { params, user }) => {
  const drop = await dropOrPackDrop(deps.db, params.id);
  if (!drop) throw new NotFoundError('Drop not found.');
  const [packs, subscribedTo] = await Promise.all([
    listDropPacks(deps.db, drop.id),
    subscriptionsOf(deps, user?.uuid ?? null, [drop.promotionUuid]),
  ]);
  return dropView(deps.env, drop, packs, subscribedTo);
});
