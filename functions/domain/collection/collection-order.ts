import { defaultSortOrder, rankSortOrders, SortOrder } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { ValidationError } from '../../lib/errors';

/** What sorting needs of a collection's NFT or of a marketplace collection. */
export interface Sortable {
  id: string;
  title: string;
  /** Lowest resale listing; null while none is listed (sorted last either way). */
  priceCents: number | null;
  /** When it entered the catalogue (ISO). */
  createdAt: string;
  /** null when unranked (sorted last either way). */
  rank: number | null;
}

type Compare = (a: Sortable, b: Sortable) => number;

/** Ascending or descending on a nullable number, nulls last in both directions. */
const nullsLast =
  (of: (item: Sortable) => number | null, descending: boolean): Compare =>
  (a, b) => {
    const x = of(a);
    const y = of(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? y - x : x - y;
  };

const byTitle: Compare = (a, b) => a.title.localeCompare(b.title, 'en') || a.id.localeCompare(b.id);
const byDate: Compare = (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

const compares: Record<SortOrder, Compare> = {
  [SortOrder.title]: byTitle,
  [SortOrder.priceAsc]: (a, b) => nullsLast((item) => item.priceCents, false)(a, b) || byTitle(a, b),
  [SortOrder.priceDesc]: (a, b) => nullsLast((item) => item.priceCents, true)(a, b) || byTitle(a, b),
  [SortOrder.dateAsc]: byDate,
  [SortOrder.dateDesc]: (a, b) => byDate(b, a),
  [SortOrder.rankAsc]: (a, b) => nullsLast((item) => item.rank, false)(a, b) || byTitle(a, b),
  [SortOrder.rankDesc]: (a, b) => nullsLast((item) => item.rank, true)(a, b) || byTitle(a, b),
};

/** A sorted copy (part 2 §9's orders; ties by title, then id, so pages never overlap). */
export const sortBy = <T extends Sortable>(items: readonly T[], order: SortOrder): T[] =>
  [...items].sort(compares[order]);

/**
 * The ordering of a collection's NFTs: the one asked for, else ascending rank for a ranked collection and ascending
 * price otherwise; rank orders exist for ranked collections only.
 */
export function collectionNftOrdering(requested: SortOrder | undefined, isRanked: boolean): SortOrder {
  if (requested === undefined) return defaultSortOrder(isRanked);
  if (!isRanked && rankSortOrders.includes(requested))
    throw new ValidationError([{ field: 'ordering', message: messages.rankOrderUnranked }]);
  return requested;
}
