import { codesOf, labelsFor, type ValueOf } from './codes';

// Browsing: tiers, sort orders, availability, time periods, categories.

/** Tiers with their codes; `any` (0) is shown as 'None' at the end of tier lists. */
export const Tier = {
  any: 0,
  one: 1,
  diamond: 2,
  platinum: 3,
  gold: 4,
  iconic: 5,
  green: 6,
  generative: 11,
} as const;
export type Tier = ValueOf<typeof Tier>;
export const tiers = /* @__PURE__ */ codesOf(Tier);
export const tierLabels = /* @__PURE__ */ labelsFor(Tier, {
  any: 'None',
  one: 'One',
  diamond: 'Diamond',
  platinum: 'Platinum',
  gold: 'Gold',
  iconic: 'Iconic',
  green: 'Green',
  generative: 'Generative',
});
/** Order of tier lists and filters: green, gold, platinum, diamond, one, iconic, none (= any, code 0). */
export const tierListOrder: readonly Tier[] = [
  Tier.green,
  Tier.gold,
  Tier.platinum,
  Tier.diamond,
  Tier.one,
  Tier.iconic,
  Tier.any,
];

/** Sort orders; the value is the API `ordering` parameter. */
export const SortOrder = {
  title: 'title',
  priceAsc: 'price',
  priceDesc: '-price',
  dateAsc: 'date',
  dateDesc: '-date',
  rankAsc: 'rank',
  rankDesc: '-rank',
} as const;
export type SortOrder = ValueOf<typeof SortOrder>;
export const sortOrders = /* @__PURE__ */ codesOf(SortOrder);
/**
 * Labels of the sort options (part 2 §9: title, price high/low, date newest/oldest, rank high/low).
 * Ascending rank lists rank #1 first, i.e. the highest rank first.
 */
export const sortOrderLabels = /* @__PURE__ */ labelsFor(SortOrder, {
  title: 'Title',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  dateAsc: 'Date: Oldest',
  dateDesc: 'Date: Newest',
  rankAsc: 'Rank: High to Low',
  rankDesc: 'Rank: Low to High',
});
/** Rank orders are offered for ranked collections only. */
export const rankSortOrders: readonly SortOrder[] = [SortOrder.rankAsc, SortOrder.rankDesc];
/** Sort options offered for a collection, ranked or not. */
export const sortOptionsFor = (isRanked: boolean): SortOrder[] =>
  sortOrders.filter((order) => isRanked || !rankSortOrders.includes(order));
/** Default: ascending rank for a ranked collection, else ascending price. */
export const defaultSortOrder = (isRanked: boolean): SortOrder =>
  isRanked ? SortOrder.rankAsc : SortOrder.priceAsc;

export const Availability = { available: 0, unavailable: 1, coming: 2 } as const;
export type Availability = ValueOf<typeof Availability>;
export const availabilityLabels = /* @__PURE__ */ labelsFor(Availability, {
  available: 'Available',
  unavailable: 'Sold Out',
  coming: 'Coming Soon',
});

export const TimePeriod = { past: 0, current: 1, future: 2 } as const;
export type TimePeriod = ValueOf<typeof TimePeriod>;
export const timePeriodLabels = /* @__PURE__ */ labelsFor(TimePeriod, {
  past: 'Past',
  current: 'Current',
  future: 'Future',
});

/** Categories with their slug ids; 'all' is exclusive and means no filter. */
export const Category = {
  all: 'all',
  music: 'music',
  sports: 'sports',
  lifestyle: 'lifestyle',
  gaming: 'gaming',
  tvAndFilms: 'tv-and-films',
  trending: 'trending',
} as const;
export type Category = ValueOf<typeof Category>;
export const categoryIds = /* @__PURE__ */ codesOf(Category);
export const categoryLabels = /* @__PURE__ */ labelsFor(Category, {
  all: 'All',
  music: 'Music',
  sports: 'Sports',
  lifestyle: 'Lifestyle',
  gaming: 'Gaming',
  tvAndFilms: 'TV and Films',
  trending: 'Trending',
});
/** Categories as `{ id, title }`, in chip order. */
export const categoryList: readonly { id: Category; title: string }[] = categoryIds.map((id) => ({
  id,
  title: categoryLabels[id],
}));
