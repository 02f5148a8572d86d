import { NotificationType } from '../../../shared/domain/enums';
import { tryTransactWrite } from '../../data/db';
import { endOffer, type OfferEnd, type OfferRecord, settleOfferRelease } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { releaseHold } from '../payments/release-hold';
import { offerNotice } from './offer-events';

/** Who hears of an offer's end: the maker of a decline or an expiry, the owner of a cancel. */
const noticeOf = (offer: OfferRecord, end: OfferEnd) =>
  end === 'cancelled'
    ? { to: offer.ownerUuid, type: NotificationType.offerCancelled }
    : {
        to: offer.makerUuid,
        type: end === 'declined' ? NotificationType.offerDeclined : NotificationType.offerExpired,
      };

/**
 * Ends an active offer (declined, cancelled or expired) with its notification in one transaction, only while it is
 * still active, so of an end racing an accept or another end exactly one wins; then releases its hold. Answers the
 * ended offer, or null when it was no longer active (nothing written).
 */
export async function endActiveOffer(
  deps: Deps,
  offer: OfferRecord,
  end: OfferEnd,
): Promise<OfferRecord | null> {
  const at = deps.clock.now().toISOString();
  const notice = noticeOf(offer, end);
  const ended = await tryTransactWrite(deps.db, [
    ...endOffer(deps.db, offer, end, at),
    offerNotice(deps, offer, notice.to, notice.type),
  ]);
  if (!ended) return null;
  await releaseOfferHold(deps, offer);
  return { ...offer, status: end, updatedAt: at };
}

/**
 * Gives an ended offer's money back (idempotent), then takes the offer out of the recovery index, where the
 * sweep finds an ended offer whose release a crash interrupted.
 */
export async function releaseOfferHold(deps: Deps, offer: Pick<OfferRecord, 'id' | 'holdId'>): Promise<void> {
  await releaseHold(deps, { holdId: offer.holdId });
  await tryTransactWrite(deps.db, [settleOfferRelease(deps.db, offer.id)]);
}
