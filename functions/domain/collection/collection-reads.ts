import { COLLECTION_NFTS_PAGE_SIZE } from '../../../shared/domain/constants';
import { rankSortOrders, SortOrder, type TraitType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { type CollectionRecord, getCollection, listCollections } from '../../data/collection';
import type { Db } from '../../data/db';
import { listCollectionNfts, listCollectionNftsByRank, type NftRecord } from '../../data/nft';
import { NotFoundError } from '../../lib/errors';
import { sortBy } from './collection-order';
import { matchesTraitFilters } from './trait-rarity';

/** Tier 0 ('any') in a tier filter means no filter. */
export const chosenTiers = (tiers: readonly number[]) => (tiers.includes(0) ? [] : tiers);

export async function readCollection(db: Db, id: string): Promise<CollectionRecord> {
  const collection = await getCollection(db, id);
  if (!collection) throw new NotFoundError(messages.collectionNotFound);
  return collection;
}

export interface MarketplaceFilter {
  offset: number;
  limit: number;
  categories: readonly string[];
  search?: string;
  tiers: readonly number[];
  ordering: SortOrder;
  featuredOnly: boolean;
}

/**
 * The marketplace's collections: one category is its own partition (gsi2), otherwise the whole list (gsi1); search,
 * tiers and the featured variant filter in memory, which is fine while collections number in the hundreds (the
 * drops list does the same).
 */
export async function readMarketplace(db: Db, filter: MarketplaceFilter) {
  const categories = filter.categories.includes('all') ? [] : [...new Set(filter.categories)];
  const search = filter.search?.trim().toLowerCase();
  const tiers = chosenTiers(filter.tiers);
  const candidates = await listCollections(db, categories.length === 1 ? categories[0] : undefined);
  const matching = candidates.filter(
    (collection) =>
      (categories.length === 0 || categories.includes(collection.category)) &&
      (!filter.featuredOnly || collection.featured) &&
      (!search || collection.title.toLowerCase().includes(search)) &&
      (tiers.length === 0 || collection.tiers.some((tier) => tiers.includes(tier))),
  );
  const sorted = sortBy(
    matching.map((collection) => ({
      ...collection,
      priceCents: collection.floorPriceCents,
      rank: null,
    })),
    filter.ordering,
  );
  const end = filter.offset + filter.limit;
  return {
    count: sorted.length,
    next: end < sorted.length ? end : null,
    results: sorted.slice(filter.offset, end),
  };
}

export interface CollectionNftsFilter {
  page: number;
  ordering: SortOrder;
  tiers: readonly number[];
  traits: readonly { type: TraitType; value: string }[];
}

/** Positions of page `page` as ranks: ranks are 1..n without gaps in a ranked collection. */
function rankRange(page: number, total: number, descending: boolean) {
  const skip = (page - 1) * COLLECTION_NFTS_PAGE_SIZE;
  const last = Math.min(skip + COLLECTION_NFTS_PAGE_SIZE, total);
  return descending
    ? { from: total - last + 1, to: total - skip, descending }
    : { from: skip + 1, to: last, descending };
}

/**
 * A page of a collection's NFTs (20). Unfiltered rank orders read just the page's ranks from gsi1; any other order
 * or filter reads the collection's NFTs (one gsi1 partition) and sorts them in memory, bounded by the collection's
 * size, until resale listings bring a price index (issue 11 point 7).
 */
export async function readCollectionNfts(
  db: Db,
  collection: CollectionRecord,
  filter: CollectionNftsFilter,
): Promise<{ count: number; next: number | null; nfts: NftRecord[] }> {
  const tiers = chosenTiers(filter.tiers);
  const skip = (filter.page - 1) * COLLECTION_NFTS_PAGE_SIZE;
  const pageOf = (count: number, nfts: NftRecord[]) => ({
    count,
    next: skip + COLLECTION_NFTS_PAGE_SIZE < count ? filter.page + 1 : null,
    nfts,
  });

  if (
    collection.isRanked &&
    rankSortOrders.includes(filter.ordering) &&
    tiers.length === 0 &&
    filter.traits.length === 0
  ) {
    const total = collection.nftQuantity;
    if (skip >= total) return pageOf(total, []);
    const ranks = rankRange(filter.page, total, filter.ordering === SortOrder.rankDesc);
    return pageOf(total, await listCollectionNftsByRank(db, collection.id, ranks));
  }

  const matching = (await listCollectionNfts(db, collection.id)).filter(
    (nft) => (tiers.length === 0 || tiers.includes(nft.type)) && matchesTraitFilters(nft, filter.traits),
  );
  const sorted = sortBy(
    matching.map((nft) => ({
      id: nft.id,
      title: nft.title,
      priceCents: nft.floorPriceCents ?? null,
      createdAt: nft.createdAt ?? '',
      rank: nft.rank,
      nft,
    })),
    filter.ordering,
  );
  return pageOf(
    sorted.length,
    sorted.slice(skip, skip + COLLECTION_NFTS_PAGE_SIZE).map((entry) => entry.nft),
  );
}
