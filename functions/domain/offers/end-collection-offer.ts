import { NotificationType } from '../../../shared/domain/enums';
import { offerCancellableAt, offerCancelWaitMs } from '../../../shared/rules/resale';
import {
  type CollectionOfferEnd,
  type CollectionOfferRecord,
  endCollectionOffer,
  getCollectionOffer,
  nextUnit,
  settleCollectionOfferRelease,
} from '../../data/collection-offer';
import { tryTransactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import {
  OfferAlreadyCancelledError,
  OfferCancelLockedError,
  OfferNotActiveError,
  OfferUnavailableError,
} from './errors';
import { releaseUnitHolds } from './make-collection-offer';
import { collectionOfferNotice } from './offer-events';

export async function mustGetCollectionOffer(deps: Deps, id: string): Promise<CollectionOfferRecord> {
  const offer = await getCollectionOffer(deps.db, id);
  if (!offer) throw new NotFoundError();
  return offer;
}

/**
 * Ends an active collection offer (cancelled, or expired with 'Offer expired' to the maker) only while it is still
 * active, so an end racing an accept or another end has one outcome; then releases the unused units. Answers the
 * ended offer, or null when it was no longer active.
 */
export async function endActiveCollectionOffer(
  deps: Deps,
  offer: CollectionOfferRecord,
  end: CollectionOfferEnd,
): Promise<CollectionOfferRecord | null> {
  const at = deps.clock.now().toISOString();
  const ended = await tryTransactWrite(deps.db, [
    endCollectionOffer(deps.db, offer, end, at),
    ...(end === 'expired' ? [collectionOfferNotice(deps, offer, NotificationType.offerExpired)] : []),
  ]);
  if (!ended) return null;
  return releaseUnusedUnits(deps, offer.id);
}

/**
 * Gives back the holds of the units no owner took (idempotent), then takes the offer out of the recovery index.
 * Read again strongly: once ended no unit can be taken, so the units left are final.
 */
export async function releaseUnusedUnits(deps: Deps, offerId: string): Promise<CollectionOfferRecord> {
  const offer = await mustGetCollectionOffer(deps, offerId);
  await releaseUnitHolds(deps, offer.id, nextUnit(offer), offer.quantity);
  await tryTransactWrite(deps.db, [settleCollectionOfferRelease(deps.db, offer.id)]);
  return offer;
}

/** Only the maker cancels, 6 hours after making the offer at the earliest; once cancelled it stays so. */
export async function cancelCollectionOffer(
  deps: Deps,
  offerId: string,
  userUuid: string,
): Promise<CollectionOfferRecord> {
  const offer = await mustGetCollectionOffer(deps, offerId);
  if (offer.makerUuid !== userUuid) throw new OfferUnavailableError();
  const createdAt = new Date(offer.createdAt);
  const waitMs = offerCancelWaitMs(createdAt, deps.clock.now());
  if (offer.status === 'active' && waitMs > 0)
    throw new OfferCancelLockedError(offerCancellableAt(createdAt), waitMs);
  const ended = offer.status === 'active' ? await endActiveCollectionOffer(deps, offer, 'cancelled') : null;
  if (ended) return ended;
  const now = await mustGetCollectionOffer(deps, offerId);
  throw now.status === 'cancelled' ? new OfferAlreadyCancelledError() : new OfferNotActiveError();
}
