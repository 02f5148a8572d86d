import { liveRoutes } from '../../../shared/api/routes/live';
import { type DropListing, getDropListing, listingPacks } from '../../data/drop';
import { getPack } from '../../data/pack';
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

/**
 * One read of the drop item, which carries its packs' summary (the drops list's, data/drop.ts). The same answer
 * for every caller (a 'shared' route): whether the caller registered interest is GET /promotions/'s.
 */
export const getDrop = endpoint(liveRoutes.getDrop, async (deps, { params }) => {
  const listing = await dropOrPackDrop(deps.db, params.id);
  if (!listing) throw new NotFoundError('Drop not found.');
  return dropView(deps.env, listing.drop, await listingPacks(deps.db, listing));
});
