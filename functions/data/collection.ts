import type { CollectionType, MintedBy } from '../../shared/domain/enums';
import type { TierTraitStats } from '../domain/collection/trait-rarity';
import { type Db, getItem, type Item, queryItems, recordOf, type TransactItem } from './db';

export interface CollectionRecord {
  id: string;
  type: CollectionType;
  title: string;
  description: string;
  /** Marketplace category filter (a category id such as 'music'). */
  category: string;
  headerImageKey: string;
  thumbnailKey: string;
  /** Lowest price an NFT of the collection may be listed or auctioned at, in cents; null for no minimum. */
  auctionMinPriceCents: number | null;
  nftQuantity: number;
  mintedBy: MintedBy;
  isRanked: boolean;
  createdAt: string;
  /** Shown in the marketplace's featured carousel (GET /collections/marketplace/?filters=featured). */
  featured: boolean;
  /** Editions minted over all its NFTs. */
  editions: number;
  /** Tier codes of its NFTs, ascending (the marketplace's tier filter). */
  tiers: number[];
  /** Trait counts per tier, written with its NFTs (the filters and their percentages read only this). */
  traitStats: TierTraitStats[];
  /**
   * Lowest resale listing of any of its NFTs, in cents; null while nothing is listed. Resale listings are to keep it
   * current (issue 11 point 7); until they exist it stays null and cards show 'Make An Offer'.
   */
  floorPriceCents: number | null;
}

const ALL_COLLECTIONS = 'COLLECTIONS';
export const collectionKey = (id: string) => ({ pk: `COLLECTION#${id}`, sk: 'COLLECTION' });

export function toItem(collection: CollectionRecord): Item {
  const listSk = `${collection.createdAt}#${collection.id}`;
  return {
    ...collectionKey(collection.id),
    gsi1pk: ALL_COLLECTIONS,
    gsi1sk: listSk,
    gsi2pk: `COLLECTIONS#${collection.category}`,
    gsi2sk: listSk,
    entity: 'collection',
    ...collection,
  };
}

export const fromItem = (item: Item): CollectionRecord => recordOf<CollectionRecord>(item);

export const getCollection = (db: Db, id: string) =>
  getItem(db, collectionKey(id).pk, collectionKey(id).sk, fromItem);

/** Newest first; a category narrows to its own partition of gsi2. */
export const listCollections = (db: Db, category?: string) =>
  category
    ? queryItems(db, { index: 'gsi2', pk: `COLLECTIONS#${category}`, descending: true }, fromItem)
    : queryItems(db, { index: 'gsi1', pk: ALL_COLLECTIONS, descending: true }, fromItem);

export const putCollection = (db: Db, collection: CollectionRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(collection) },
});

/** A new collection (fails its condition when it exists). */
export const putNewCollection = (db: Db, collection: CollectionRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(collection), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** One more NFT of `editions` editions in an existing collection (a storefront mint). */
export const countCollectionNft = (db: Db, id: string, editions: number): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: collectionKey(id),
    UpdateExpression: 'ADD nftQuantity :one, editions :editions',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1, ':editions': editions },
  },
});
