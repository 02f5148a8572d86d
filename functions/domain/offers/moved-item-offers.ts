import { NotificationType } from '../../../shared/domain/enums';
import { tryTransactWrite } from '../../data/db';
import { getNftItem } from '../../data/nft-item';
import { getOffer, listItemOffers } from '../../data/offer';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { endActiveOffer } from './end-offer';
import { isStale } from './offer-rules';

/**
 * The item changed hands (a sale, an accepted offer, a transfer): every offer still open on it that was made to an
 * earlier owner ends 'expired' (the maker told so, as for an offer that ran out) and its hold is released. Offers
 * made to the new owner stay. Idempotent: only active offers end.
 */
export async function endStaleOffers(deps: Deps, itemId: string): Promise<number> {
  const item = await getNftItem(deps.db, itemId);
  if (!item) return 0;
  let ended = 0;
  for (const seen of await listItemOffers(deps.db, itemId)) {
    const offer = await getOffer(deps.db, seen.id);
    if (offer?.status === 'active' && isStale(offer, item) && (await endActiveOffer(deps, offer, 'expired')))
      ended++;
  }
  return ended;
}

/**
 * The item was listed or its price changed: each maker of an offer open on it hears of it ('NFT posted', 'Price
 * changed'). The notification's id is made of the market event's and the offer's, so a redelivered event asks for
 * each notification once.
 */
export async function notifyOfferMakers(
  deps: Deps,
  change: { eventId: string; itemId: string; listingId: string | null; kind: 'listing' | 'price_change' },
): Promise<void> {
  const type = change.kind === 'listing' ? NotificationType.nftPosted : NotificationType.priceChanged;
  for (const offer of await listItemOffers(deps.db, change.itemId)) {
    if (offer.status !== 'active') continue;
    const notice = newEvent(deps, 'NotificationRequested', {
      user_uuid: offer.makerUuid,
      notification_type: type,
      subject: offer.title,
      auction: change.listingId ? { id: change.listingId, title: offer.title } : null,
      extra: { nft_uuid: offer.nftId, nft_item_uuid: offer.itemId },
    });
    await tryTransactWrite(deps.db, [
      recordEvent(deps.db, { ...notice, id: `${change.eventId}-${offer.id}` }),
    ]);
  }
}
