import { describe, expect, it } from 'vitest';
import { pageOfList, selectOwnedItems } from '../../../functions/domain/collection/owned-items';
import { SortOrder } from '../../../shared/domain/enums';
import { ownedItem } from './fixtures';

const items = [
  ownedItem({
    id: 'a',
    title: 'bravo',
    artistName: 'Zed',
    tier: 4,
    rank: 3,
    cents: 500,
    ownedAt: '2026-01-03T00:00:00Z',
  }),
  ownedItem({
    id: 'b',
    title: 'Alpha',
    artistName: 'Ada',
    tier: 11,
    rank: null,
    cents: 900,
    ownedAt: '2026-01-01T00:00:00Z',
  }),
  ownedItem({
    id: 'c',
    title: 'charlie',
    artistName: 'Ada',
    tier: 6,
    rank: 1,
    cents: 100,
    ownedAt: '2026-01-02T00:00:00Z',
  }),
  ownedItem({
    id: 'd',
    title: 'Delta',
    artistName: 'Moe',
    tier: 4,
    rank: null,
    cents: 100,
    listing: { auctionId: 'l', priceCents: 2000 },
    ownedAt: '2026-01-04T00:00:00Z',
  }),
];
const order = (ordering: SortOrder, extra = {}) =>
  selectOwnedItems(items, { ordering, tiers: [], ...extra }).map((item) => item.id);

describe('selectOwnedItems', () => {
  it('sorts by each order of the spec', () => {
    expect(order(SortOrder.dateDesc)).toEqual(['d', 'a', 'c', 'b']);
    expect(order(SortOrder.dateAsc)).toEqual(['b', 'c', 'a', 'd']);
    expect(order(SortOrder.title)).toEqual(['b', 'a', 'c', 'd']);
    // A listed item sorts by its listing price, others by what was paid; ties newest first.
    expect(order(SortOrder.priceAsc)).toEqual(['c', 'a', 'b', 'd']);
    expect(order(SortOrder.priceDesc)).toEqual(['d', 'b', 'a', 'c']);
    expect(order(SortOrder.rankAsc)).toEqual(['c', 'a', 'd', 'b']);
    expect(order(SortOrder.rankDesc)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('searches title and artist and filters tiers, 0 meaning any', () => {
    expect(order(SortOrder.dateDesc, { nameOrArtist: ' ADA ' })).toEqual(['c', 'b']);
    expect(order(SortOrder.dateDesc, { nameOrArtist: 'elt' })).toEqual(['d']);
    expect(order(SortOrder.dateDesc, { tiers: [4] })).toEqual(['d', 'a']);
    expect(order(SortOrder.dateDesc, { tiers: [4, 0] })).toEqual(['d', 'a', 'c', 'b']);
  });
});

describe('pageOfList', () => {
  it('slices pages and names the next one', () => {
    const list = Array.from({ length: 9 }, (_, i) => i);
    expect(pageOfList(list, 1, 4)).toEqual({ count: 9, next: 2, results: [0, 1, 2, 3] });
    expect(pageOfList(list, 3, 4)).toEqual({ count: 9, next: null, results: [8] });
    expect(pageOfList(list, 4, 4)).toEqual({ count: 9, next: null, results: [] });
  });
});
