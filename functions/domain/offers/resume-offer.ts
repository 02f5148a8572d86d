import { getCollectionOffer } from '../../data/collection-offer';
import { getOffer } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { completeAccept } from './accept-offer';
import { releaseUnusedUnits } from './end-collection-offer';
import { releaseOfferHold } from './end-offer';
import { openCollectionOffer } from './make-collection-offer';
import { openOffer } from './make-offer';

/**
 * The recovery sweep's end for an offer a crash or timeout left between steps: a placing offer is held and opened
 * (or dropped when the hold is refused), an accepting one is completed, an ended one gets its hold released.
 * A collection offer's sold units are item offers born accepting, so they are completed the same way.
 */
export async function resumeOffer(deps: Deps, offerId: string): Promise<void> {
  const offer = await getOffer(deps.db, offerId);
  // Not an item offer (nor a collection offer's unit sold, which is one): a collection offer.
  if (!offer) return resumeCollectionOffer(deps, offerId);
  switch (offer.status) {
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

/** A collection offer left placing is held and opened (or dropped); an ended one gets its unused units released. */
async function resumeCollectionOffer(deps: Deps, offerId: string): Promise<void> {
  const offer = await getCollectionOffer(deps.db, offerId);
  if (offer?.status === 'placing') await openCollectionOffer(deps, offer);
  else if (offer?.status === 'cancelled' || offer?.status === 'expired')
    await releaseUnusedUnits(deps, offer.id);
}
