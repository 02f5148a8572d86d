import { getCollectionOffer, listExpiredCollectionOffers } from '../../data/collection-offer';
import { getOffer, listExpiredOffers } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { endActiveCollectionOffer } from './end-collection-offer';
import { endActiveOffer } from './end-offer';
import { isExpired } from './offer-rules';

/** Offers looked at per expiry-index shard and run; the rest wait for the next run (one a minute). */
const BATCH_PER_SHARD = 50;

/**
 * The expiry sweep: every active item, collection or trait offer past its expires_at ends 'expired' (the maker
 * notified) and its holds are released (a collection offer's unused units). Each is read again strongly and ended
 * only while still active, so an expiry racing an accept, a cancel or another sweep has exactly one outcome. One
 * that fails is logged and tried again next run (an ended offer whose release failed is the recovery sweep's).
 * Answers how many it expired.
 */
export async function expireDueOffers(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const [offers, collectionOffers] = await Promise.all([
    listExpiredOffers(deps.db, now, BATCH_PER_SHARD),
    listExpiredCollectionOffers(deps.db, now, BATCH_PER_SHARD),
  ]);
  const expiries = [
    ...offers.map((seen) => ({
      id: seen.id,
      expire: async () => {
        const offer = await getOffer(deps.db, seen.id);
        return (
          offer?.status === 'active' &&
          isExpired(offer, now) &&
          !!(await endActiveOffer(deps, offer, 'expired'))
        );
      },
    })),
    ...collectionOffers.map((seen) => ({
      id: seen.id,
      expire: async () => {
        const offer = await getCollectionOffer(deps.db, seen.id);
        return (
          offer?.status === 'active' &&
          isExpired(offer, now) &&
          !!(await endActiveCollectionOffer(deps, offer, 'expired'))
        );
      },
    })),
  ];
  let expired = 0;
  for (const { id, expire } of expiries) {
    try {
      if (await expire()) expired++;
    } catch (error) {
      deps.logger.error('offer expiry failed', {
        offerId: id,
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
    }
  }
  return expired;
}
