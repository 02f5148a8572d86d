import { describe, expect, it } from 'vitest';
import type { MarketEvent } from '../../../functions/domain/market/market-event';
import { priceSummary, rangeStart } from '../../../functions/domain/market/price-summary';
import { holdersOf, holdingKey, marketDeltas } from '../../../functions/domain/market/stats-deltas';

const event = (overrides: Partial<MarketEvent>): MarketEvent => ({
  id: 'e1',
  at: '2026-06-01T12:00:00.000Z',
  kind: 'sale',
  priceCents: 1_000,
  fromUuid: null,
  toUuid: 'buyer',
  market: 'primary',
  listingId: null,
  offerId: null,
  editions: [{ nftId: 'n1', itemId: 'n1-1', sequence: 1 }],
  ...overrides,
});
const collectionOf = (nftId: string) => (nftId === 'n3' ? 'c2' : 'c1');

describe('marketDeltas', () => {
  it('counts a primary sale: a new holder and owner, an edition held in its block, the sale and its volume', () => {
    const deltas = marketDeltas(
      event({ editions: [{ nftId: 'n1', itemId: 'n1-150', sequence: 150 }] }),
      collectionOf,
      new Map(),
    );
    expect(deltas.holders).toEqual([
      { nftId: 'n1', uuid: 'buyer', read: { count: 0, stored: false }, count: 1 },
    ]);
    expect(deltas.nfts.get('n1')).toEqual({
      ownedEditions: 1,
      owners: 1,
      sales: 1,
      volumeCents: 1_000,
      blocks: { 1: 1 },
    });
    expect(deltas.collections.get('c1')).toEqual({ ownedItems: 1, sales: 1, volumeCents: 1_000 });
  });

  it('moves a resale between holders: the seller stops being an owner at zero, the buyer starts at one', () => {
    const resale = event({ fromUuid: 'seller', toUuid: 'buyer', market: 'secondary' });
    const holdings = new Map([
      [holdingKey('n1', 'seller'), { count: 1, stored: true }],
      [holdingKey('n1', 'buyer'), { count: 2, stored: true }],
    ]);
    const deltas = marketDeltas(resale, collectionOf, holdings);
    expect(deltas.holders.map((holder) => [holder.uuid, holder.count])).toEqual([
      ['seller', 0],
      ['buyer', 3],
    ]);
    // The buyer already owned one: owners drop by the seller only; no edition joins or leaves the users.
    expect(deltas.nfts.get('n1')).toMatchObject({ ownedEditions: 0, owners: -1, sales: 1, blocks: {} });
  });

  it('adds up a pack: each NFT its editions, one holder per NFT, no price', () => {
    const pack = event({
      priceCents: null,
      editions: [
        { nftId: 'n1', itemId: 'n1-1', sequence: 1 },
        { nftId: 'n1', itemId: 'n1-2', sequence: 2 },
        { nftId: 'n3', itemId: 'n3-7', sequence: 7 },
      ],
    });
    expect(holdersOf(pack)).toHaveLength(2);
    const deltas = marketDeltas(pack, collectionOf, new Map());
    expect(deltas.nfts.get('n1')).toMatchObject({ ownedEditions: 2, owners: 1, sales: 2, volumeCents: 0 });
    expect(deltas.holders.find((holder) => holder.nftId === 'n1')?.count).toBe(2);
    expect(deltas.collections.get('c2')).toEqual({ ownedItems: 1, sales: 1, volumeCents: 0 });
  });

  it('moves nothing but the activity for listings and offers', () => {
    for (const kind of ['listing', 'price_change', 'delisting', 'offer'] as const) {
      const deltas = marketDeltas(event({ kind, fromUuid: 'seller', toUuid: null }), collectionOf, new Map());
      expect(holdersOf(event({ kind }))).toEqual([]);
      expect(deltas.holders).toEqual([]);
      expect(deltas.nfts.get('n1')).toEqual({
        ownedEditions: 0,
        owners: 0,
        sales: 0,
        volumeCents: 0,
        blocks: {},
      });
    }
  });

  it('takes an edition handed back to the platform out of the held ones', () => {
    const back = event({
      kind: 'transfer',
      priceCents: null,
      fromUuid: 'seller',
      toUuid: null,
      market: null,
    });
    const deltas = marketDeltas(
      back,
      collectionOf,
      new Map([[holdingKey('n1', 'seller'), { count: 1, stored: true }]]),
    );
    expect(deltas.nfts.get('n1')).toEqual({
      ownedEditions: -1,
      owners: -1,
      sales: 0,
      volumeCents: 0,
      blocks: { 0: -1 },
    });
  });
});

describe('priceSummary', () => {
  it('sums, averages (half up to the cent) and finds the lowest and highest sale', () => {
    expect(priceSummary([4_000, 6_500, 8_000])).toEqual({
      sales: 3,
      volumeCents: 18_500,
      averageCents: 6_167,
      lowCents: 4_000,
      highCents: 8_000,
    });
    expect(priceSummary([1, 2]).averageCents).toBe(2);
    expect(priceSummary([])).toEqual({
      sales: 0,
      volumeCents: 0,
      averageCents: null,
      lowCents: null,
      highCents: null,
    });
  });

  it('starts each range that many days back, and all time at the beginning', () => {
    const now = new Date('2026-06-30T00:00:00.000Z');
    expect(rangeStart('7d', now)).toBe('2026-06-23T00:00:00.000Z');
    expect(rangeStart('1y', now)).toBe('2025-06-30T00:00:00.000Z');
    expect(rangeStart('all', now)).toBe('');
  });
});
