import { getOffer } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { completeAccept } from './accept-offer';
import { releaseOfferHold } from './end-offer';
import { openOffer } from './make-offer';

/**
 * The recovery sweep's end for an offer a crash or timeout left between steps: a placing offer is held and opened
 * (or dropped when the hold is refused), an accepting one is completed, an ended one gets its hold released.
 */
export async function resumeOffer(deps: Deps, offerId: string): Promise<void> {
  const offer = await getOffer(deps.db, offerId);
  switch (offer?.status) {
    case 'placing':
      await openOffer(deps, offer);
      return;
    case 'accepting':
      await completeAccept(deps, offer);
      return;
    case 'declined':
    case 'cancelled':
    case 'expired':
      await releaseOfferHold(deps, offer);
      return;
  }
}
