import { describe, expect, it } from 'vitest';
import {
  collectionNftOrdering,
  type Sortable,
  sortBy,
} from '../../../functions/domain/collection/collection-order';
import { ValidationError } from '../../../functions/lib/errors';
import { SortOrder } from '../../../shared/domain/enums';

const item = (id: string, over: Partial<Sortable> = {}): Sortable => ({
  id,
  title: id.toUpperCase(),
  priceCents: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  rank: null,
  ...over,
});

const items = [
  item('b', { priceCents: 500, rank: 2, createdAt: '2026-03-01T00:00:00.000Z' }),
  item('d', { rank: 4, createdAt: '2026-01-01T00:00:00.000Z' }),
  item('a', { priceCents: 900, rank: 3, createdAt: '2026-02-01T00:00:00.000Z' }),
  item('c', { priceCents: 100, rank: 1, createdAt: '2026-04-01T00:00:00.000Z' }),
  item('e'),
];
const ids = (order: SortOrder) => sortBy(items, order).map(({ id }) => id);

describe('sortBy', () => {
  it('sorts by title', () => expect(ids(SortOrder.title)).toEqual(['a', 'b', 'c', 'd', 'e']));

  it('sorts by price either way, unlisted (null) last and by title', () => {
    expect(ids(SortOrder.priceAsc)).toEqual(['c', 'b', 'a', 'd', 'e']);
    expect(ids(SortOrder.priceDesc)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts by rank either way, unranked last', () => {
    expect(ids(SortOrder.rankAsc)).toEqual(['c', 'b', 'a', 'd', 'e']);
    expect(ids(SortOrder.rankDesc)).toEqual(['d', 'a', 'b', 'c', 'e']);
  });

  it('sorts by date, ties by id', () => {
    expect(ids(SortOrder.dateAsc)).toEqual(['d', 'e', 'a', 'b', 'c']);
    expect(ids(SortOrder.dateDesc)).toEqual(['c', 'b', 'a', 'e', 'd']);
  });

  it('leaves its input alone', () => {
    const before = items.map(({ id }) => id);
    sortBy(items, SortOrder.title);
    expect(items.map(({ id }) => id)).toEqual(before);
  });
});

describe('collectionNftOrdering', () => {
  it('defaults to ascending rank when ranked, else ascending price', () => {
    expect(collectionNftOrdering(undefined, true)).toBe(SortOrder.rankAsc);
    expect(collectionNftOrdering(undefined, false)).toBe(SortOrder.priceAsc);
  });

  it('keeps any order asked of a ranked collection', () => {
    expect(collectionNftOrdering(SortOrder.rankDesc, true)).toBe(SortOrder.rankDesc);
    expect(collectionNftOrdering(SortOrder.title, true)).toBe(SortOrder.title);
  });

  it('refuses rank orders for an unranked collection', () => {
    expect(() => collectionNftOrdering(SortOrder.rankAsc, false)).toThrow(ValidationError);
    expect(() => collectionNftOrdering(SortOrder.rankDesc, false)).toThrow(ValidationError);
    expect(collectionNftOrdering(SortOrder.dateDesc, false)).toBe(SortOrder.dateDesc);
  });
});
