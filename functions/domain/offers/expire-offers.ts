import { getOffer, listExpiredOffers } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { endActiveOffer } from './end-offer';
import { isExpired } from './offer-rules';

/** Offers looked at per expiry-index shard and run; the rest wait for the next run (one a minute). */
const BATCH_PER_SHARD = 50;

/**
 * The expiry sweep: every active offer past its expires_at ends 'expired' (the maker notified) and its hold is
 * released. Each is read again strongly and ended only while still active, so an expiry racing an accept, a
 * cancel or another sweep has exactly one outcome. One that fails is logged and tried again next run (an ended
 * offer whose release failed is the recovery sweep's). Answers how many it expired.
 */
export async function expireDueOffers(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let expired = 0;
  for (const seen of await listExpiredOffers(deps.db, now, BATCH_PER_SHARD)) {
    try {
      const offer = await getOffer(deps.db, seen.id);
      if (offer?.status !== 'active' || !isExpired(offer, now)) continue;
      if (await endActiveOffer(deps, offer, 'expired')) expired++;
    } catch (error) {
      deps.logger.error('offer expiry failed', {
        offerId: seen.id,
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
    }
  }
  return expired;
}
