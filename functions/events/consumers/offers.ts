import { endStaleOffers, notifyOfferMakers } from '../../domain/offers/moved-item-offers';
import { eventCatalog } from '../catalog';
import { sqsConsumer } from '../sqs-consumer';

/**
 * Keeps offers in step with their item's market: a sale or transfer ends the open offers made to the earlier
 * owner (their holds released); a listing or a price change notifies the makers of the open offers. Every step is
 * conditional or keyed by the event, so a redelivered event changes nothing twice.
 */
export const { handler, consumeBatch } = sqsConsumer('offers', async (deps, event) => {
  if (event['detail-type'] !== 'MarketActivity') return;
  const activity = eventCatalog.MarketActivity.parse(event.detail);
  const itemId = activity.nft_item_id;
  if (!itemId) return;
  if (activity.kind === 'sale' || activity.kind === 'transfer') await endStaleOffers(deps, itemId);
  if (activity.kind === 'listing' || activity.kind === 'price_change') {
    const eventId = typeof event.detail.event_id === 'string' ? event.detail.event_id : event.id;
    await notifyOfferMakers(deps, { eventId, itemId, listingId: activity.listing_id, kind: activity.kind });
  }
});
