import type { NotificationType } from '../../../shared/domain/enums';
import type { CollectionOfferRecord } from '../../data/collection-offer';
import type { TransactItem } from '../../data/db';
import type { OfferRecord } from '../../data/offer';
import { recordEvent } from '../../data/outbox-event';
import { type EventDetail, newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

type EventDeps = Pick<Deps, 'db' | 'newId' | 'clock'>;

/** The NotificationRequested of an offer's step for `userUuid` (written in the step's transaction). */
export const offerNotice = (
  deps: EventDeps,
  offer: OfferRecord,
  userUuid: string,
  type: NotificationType,
): TransactItem =>
  recordEvent(
    deps.db,
    newEvent(deps, 'NotificationRequested', {
      user_uuid: userUuid,
      notification_type: type,
      subject: offer.title,
      extra: { nft_uuid: offer.nftId, nft_item_uuid: offer.itemId },
    }),
  );

/** The market's record of an offer made, or of the sale an accepted offer made. */
export const offerActivity = (
  deps: EventDeps,
  offer: OfferRecord,
  sale: { sellerUuid: string; listingId: string | null } | null,
): TransactItem => {
  const detail: EventDetail<'MarketActivity'> = {
    kind: sale ? 'sale' : 'offer',
    nft_id: offer.nftId,
    nft_item_id: offer.itemId,
    sequence: offer.sequence,
    price_cents: offer.amountCents,
    from_uuid: sale ? sale.sellerUuid : offer.ownerUuid,
    to_uuid: offer.makerUuid,
    market: 'secondary',
    listing_id: sale?.listingId ?? null,
    offer_id: offer.id,
  };
  return recordEvent(deps.db, newEvent(deps, 'MarketActivity', detail));
};

/** The NotificationRequested of a collection offer's end for its maker (written in the end's transaction). */
export const collectionOfferNotice = (
  deps: EventDeps,
  offer: Pick<CollectionOfferRecord, 'makerUuid' | 'collectionTitle'>,
  type: NotificationType,
): TransactItem =>
  recordEvent(
    deps.db,
    newEvent(deps, 'NotificationRequested', {
      user_uuid: offer.makerUuid,
      notification_type: type,
      subject: offer.collectionTitle,
    }),
  );
