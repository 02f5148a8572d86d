import type { ActivityKind } from '../../../shared/api/schemas/activity';
import { type BusEnvelope, type EventDetail, eventCatalog, newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

export type MarketActivityDetail = EventDetail<'MarketActivity'>;

/** A MarketActivity event as the consumer reads it: its id and time from the envelope, one entry per edition. */
export interface MarketEvent {
  id: string;
  at: string;
  kind: ActivityKind;
  priceCents: number | null;
  fromUuid: string | null;
  toUuid: string | null;
  market: 'primary' | 'secondary' | null;
  listingId: string | null;
  offerId: string | null;
  /** The editions it concerns (one but for a pack or a multi-edition Buy Now); itemId null: an NFT, no edition. */
  editions: { nftId: string; itemId: string | null; sequence: number | null }[];
}

/** Reads the envelope's detail (the catalogue's schema; event_id and occurred_at as the local bus and relay add). */
export function marketEventOf(envelope: BusEnvelope): MarketEvent {
  const detail = eventCatalog.MarketActivity.parse(envelope.detail);
  const { event_id, occurred_at } = envelope.detail;
  const editions = detail.items?.length
    ? detail.items.map((item) => ({ nftId: item.nft_id, itemId: item.nft_item_id, sequence: item.sequence }))
    : [{ nftId: detail.nft_id, itemId: detail.nft_item_id, sequence: detail.sequence }];
  return {
    id: typeof event_id === 'string' ? event_id : envelope.id,
    at: new Date(typeof occurred_at === 'string' ? occurred_at : envelope.time).toISOString(),
    kind: detail.kind,
    priceCents: detail.price_cents,
    fromUuid: detail.from_uuid,
    toUuid: detail.to_uuid,
    market: detail.market,
    listingId: detail.listing_id,
    offerId: detail.offer_id,
    editions,
  };
}

export interface PrimaryEdition {
  nftId: string;
  itemId: string;
  sequence: number;
}

/**
 * The MarketActivity of editions leaving the platform's inventory, for the delivery's own transaction: a Buy Now,
 * an auction win or a pack is a primary 'sale' (a pack's editions have no price each: null); a free claim is a
 * 'transfer' without a price, so giveaways stay out of the price history and the all-time high.
 */
export function primaryDeliveryEvent(
  deps: Pick<Deps, 'newId' | 'clock'>,
  delivery: {
    how: 'buy' | 'bid' | 'claim' | 'pack';
    toUuid: string;
    /** Each edition's price in cents (a Buy Now's unit price, the winning bid); ignored for claims and packs. */
    unitPriceCents: number | null;
    editions: readonly PrimaryEdition[];
  },
) {
  const [first, ...rest] = delivery.editions;
  if (!first) throw new Error('A delivery moves at least one edition');
  const priced = delivery.how === 'buy' || delivery.how === 'bid';
  return newEvent(deps, 'MarketActivity', {
    kind: delivery.how === 'claim' ? 'transfer' : 'sale',
    nft_id: first.nftId,
    nft_item_id: first.itemId,
    sequence: first.sequence,
    price_cents: priced ? delivery.unitPriceCents : null,
    from_uuid: null,
    to_uuid: delivery.toUuid,
    market: delivery.how === 'claim' ? null : 'primary',
    listing_id: null,
    offer_id: null,
    ...(rest.length
      ? {
          items: delivery.editions.map((edition) => ({
            nft_id: edition.nftId,
            nft_item_id: edition.itemId,
            sequence: edition.sequence,
          })),
        }
      : {}),
  });
}
