import type { SQSEvent } from 'aws-lambda';
import { transactWrite } from '../../../functions/data/db';
import { putNewListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { listItem, type NftItemRecord } from '../../../functions/data/nft-item';
import { deleteEntry, listPendingEntries, recordEvents } from '../../../functions/data/outbox-event';
import { type EventDetail, newEvent } from '../../../functions/events/catalog';
import { consumeBatch } from '../../../functions/events/consumers/market';
import type { Deps } from '../../../functions/lib/deps';
import type { DomainEvent } from '../../../functions/lib/ports/event-bus';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';

/** Delivers events to the market consumer as SQS would (one batch); throws when a record failed. */
export async function feedMarket(deps: Deps, events: DomainEvent[]): Promise<void> {
  const sqsEvent = {
    Records: events.map((event, i) => ({
      messageId: `m-${event.id}-${i}`,
      body: JSON.stringify(toEnvelope(event, deps.env)),
    })),
  } as unknown as SQSEvent;
  const { batchItemFailures } = await consumeBatch(deps, sqsEvent);
  if (batchItemFailures.length) throw new Error(`market consumer failed ${batchItemFailures.length} records`);
}

/** A MarketActivity event with the given fields (the rest null). */
export const marketActivity = (
  deps: Deps,
  detail: Partial<EventDetail<'MarketActivity'>> & Pick<EventDetail<'MarketActivity'>, 'kind' | 'nft_id'>,
) =>
  newEvent(deps, 'MarketActivity', {
    nft_item_id: null,
    sequence: null,
    price_cents: null,
    from_uuid: null,
    to_uuid: null,
    market: null,
    listing_id: null,
    offer_id: null,
    ...detail,
  });

const isMarketActivity = (event: DomainEvent) => event.type === 'MarketActivity';

/**
 * Relays the outbox's MarketActivity events to the market consumer and removes them, as the relay would; the
 * other events of their items stay pending, in an item of their own.
 */
export async function drainMarketOutbox(deps: Deps): Promise<DomainEvent[]> {
  const entries = (await listPendingEntries(deps.db, 1000)).filter((entry) =>
    entry.events.some(isMarketActivity),
  );
  const events = entries.flatMap((entry) => entry.events.filter(isMarketActivity));
  if (events.length === 0) return [];
  await feedMarket(deps, events);
  for (const entry of entries) {
    const others = entry.events.filter((event) => !isMarketActivity(event));
    // Two writes: the item of the others may take the same key (its first event's id).
    await transactWrite(deps.db, [deleteEntry(deps.db, entry.id)]);
    if (others.length > 0) await transactWrite(deps.db, [recordEvents(deps.db, others)]);
  }
  return events;
}

/**
 * Lists an owned edition as the listing feature does (the listing in the price indexes and on the item, one
 * transaction) and feeds its 'listing' event to the market consumer. Answers the listing id.
 */
export async function listEdition(
  deps: Deps,
  nft: NftRecord,
  item: NftItemRecord,
  priceCents: number,
  listingId = `resale-${deps.newId()}`,
): Promise<string> {
  if (!item.owner) throw new Error(`${item.id} has no owner to list it`);
  const at = deps.clock.now().toISOString();
  await transactWrite(deps.db, [
    putNewListing(deps.db, {
      id: listingId,
      nftId: nft.id,
      collectionId: nft.collectionId,
      itemId: item.id,
      sequence: item.sequence,
      sellerUuid: item.owner,
      title: nft.title,
      priceCents,
      royaltyBps: nft.resaleRoyaltyBps,
      platformFeeBps: nft.platformFeeBps,
      status: 'active',
      reservation: null,
      createdAt: at,
      updatedAt: at,
    }),
    listItem(deps.db, item, { auctionId: listingId, priceCents }),
  ]);
  await feedMarket(deps, [
    marketActivity(deps, {
      kind: 'listing',
      nft_id: nft.id,
      nft_item_id: item.id,
      sequence: item.sequence,
      price_cents: priceCents,
      from_uuid: item.owner,
      listing_id: listingId,
    }),
  ]);
  return listingId;
}
