import { messages } from '../../../shared/domain/messages';
import { offerCancellableAt, offerCancelWaitMs } from '../../../shared/rules/resale';
import { getNftItem } from '../../data/nft-item';
import { getOffer, type OfferEnd, type OfferRecord } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { acceptOffer } from './accept-offer';
import { endActiveOffer } from './end-offer';
import {
  OfferAlreadyCancelledError,
  OfferCancelLockedError,
  OfferNotActiveError,
  OfferUnavailableError,
} from './errors';

export type OfferDecision = 'accept' | 'decline' | 'cancel';

const toasts: Record<OfferDecision, string> = {
  accept: messages.offerAccepted,
  decline: messages.offerDeclined,
  cancel: messages.offerCancelled,
};

/** PATCH /offers/{id}: the item's owner accepts or declines, the maker cancels; answers the offer and the toast. */
export async function decideOffer(
  deps: Deps,
  input: { offerId: string; userUuid: string; decision: OfferDecision },
): Promise<{ offer: OfferRecord; message: string }> {
  const { offerId, userUuid, decision } = input;
  const offer =
    decision === 'accept'
      ? await acceptOffer(deps, offerId, userUuid)
      : decision === 'decline'
        ? await declineOffer(deps, offerId, userUuid)
        : await cancelOffer(deps, offerId, userUuid);
  return { offer, message: toasts[decision] };
}

async function mustGetOffer(deps: Deps, id: string): Promise<OfferRecord> {
  const offer = await getOffer(deps.db, id);
  if (!offer) throw new NotFoundError();
  return offer;
}

/** Only the item's current owner declines, and only an active offer. */
async function declineOffer(deps: Deps, offerId: string, userUuid: string): Promise<OfferRecord> {
  const offer = await mustGetOffer(deps, offerId);
  const item = await getNftItem(deps.db, offer.itemId);
  if (item?.owner !== userUuid || offer.status === 'placing') throw new OfferUnavailableError();
  return endOrExplain(deps, offer, 'declined', () => new OfferNotActiveError());
}

/** Only the maker cancels, 6 hours after making the offer at the earliest; once cancelled it stays so. */
async function cancelOffer(deps: Deps, offerId: string, userUuid: string): Promise<OfferRecord> {
  const offer = await mustGetOffer(deps, offerId);
  if (offer.makerUuid !== userUuid) throw new OfferUnavailableError();
  const createdAt = new Date(offer.createdAt);
  const waitMs = offerCancelWaitMs(createdAt, deps.clock.now());
  if (offer.status === 'active' && waitMs > 0)
    throw new OfferCancelLockedError(offerCancellableAt(createdAt), waitMs);
  return endOrExplain(deps, offer, 'cancelled', () => new OfferAlreadyCancelledError());
}

/** Ends the offer, or says why not: `again` when it already has this end, else it is no longer active. */
async function endOrExplain(
  deps: Deps,
  offer: OfferRecord,
  end: OfferEnd,
  again: () => Error,
): Promise<OfferRecord> {
  const ended = offer.status === 'active' ? await endActiveOffer(deps, offer, end) : null;
  if (ended) return ended;
  const now = await mustGetOffer(deps, offer.id);
  throw now.status === end ? again() : new OfferNotActiveError();
}
