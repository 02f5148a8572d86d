import { SortOrder, Tier } from '../../../shared/domain/enums';
import type { NftItemRecord } from '../../data/nft-item';

export interface OwnedItemsFilter {
  /** Matched case-insensitively against the title and the artist's name. */
  nameOrArtist?: string;
  ordering: SortOrder;
  /** Tier codes; empty, or one of them 0 (any), means every tier. */
  tiers: readonly number[];
}

/** What an item sells or sold for: its listing price while listed, otherwise what its owner paid. */
const priceOf = (item: NftItemRecord) =>
  item.listing?.priceCents ?? item.acquisition?.lineItem?.amountCents ?? 0;

const newestFirst = (a: NftItemRecord, b: NftItemRecord) =>
  (b.ownedAt ?? '').localeCompare(a.ownedAt ?? '') || a.id.localeCompare(b.id);

/** Unranked items come last in both rank orders. */
const byRank = (direction: 1 | -1) => (a: NftItemRecord, b: NftItemRecord) => {
  if (a.rank === b.rank) return 0;
  if (a.rank === null) return 1;
  if (b.rank === null) return -1;
  return direction * (a.rank - b.rank);
};

const orderings: Record<SortOrder, (a: NftItemRecord, b: NftItemRecord) => number> = {
  [SortOrder.title]: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  [SortOrder.priceAsc]: (a, b) => priceOf(a) - priceOf(b),
  [SortOrder.priceDesc]: (a, b) => priceOf(b) - priceOf(a),
  [SortOrder.dateAsc]: (a, b) => -newestFirst(a, b),
  [SortOrder.dateDesc]: newestFirst,
  [SortOrder.rankAsc]: byRank(1),
  [SortOrder.rankDesc]: byRank(-1),
};

/** A collector's items matching the search and tiers, in the chosen order (ties: newest first). */
export function selectOwnedItems(items: readonly NftItemRecord[], filter: OwnedItemsFilter): NftItemRecord[] {
  const search = filter.nameOrArtist?.trim().toLowerCase();
  const tiers = filter.tiers.includes(Tier.any) ? [] : filter.tiers;
  const compare = orderings[filter.ordering];
  return items
    .filter(
      (item) =>
        (!search ||
          item.title.toLowerCase().includes(search) ||
          item.artistName.toLowerCase().includes(search)) &&
        (tiers.length === 0 || tiers.includes(item.tier)),
    )
    .sort((a, b) => compare(a, b) || newestFirst(a, b));
}

/** One page of an in-memory list, shaped like every paged answer (`next` is the following page or null). */
export function pageOfList<T>(items: readonly T[], page: number, size: number) {
  const start = (page - 1) * size;
  return {
    count: items.length,
    next: start + size < items.length ? page + 1 : null,
    results: items.slice(start, start + size),
  };
}
