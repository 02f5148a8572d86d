import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ArtistRecord } from './artist';
import { dropAuctionsMarker } from './auction';
import { type Db, getItem, type Item, itemRead, queryItems, recordOf, type TransactItem } from './db';
import { listDropPacks, type PackRecord } from './pack';

export type Availability = 0 | 1 | 2;

export interface DropRecord {
  id: string;
  title: string;
  description: string;
  category: string;
  thumbnailKey: string;
  bannerKey: string;
  videoKey: string | null;
  /** Lowest pack price, in cents; null for a drop that only holds auctions. */
  priceCents: number | null;
  featureAt: string;
  featureUntil: string | null;
  /** Changed by the scheduler at featureAt and featureUntil (functions/schedules/drop-state.ts). */
  availability: Availability;
  soldOut: boolean;
  showSignup: boolean;
  /** The promotion 'Sign Up & Register interest' subscribes to (promotion.ts); null without one. */
  promotionUuid: string | null;
  /** Buyers queue in a virtual waiting room (functions/domain/waiting-room) before the start. */
  needsWaitingRoom: boolean;
  termsKey: string | null;
  tiers: number[];
  artist: ArtistRecord;
  blockchainTypes: number[];
}

/** What the drops list shows of each pack of a drop (the drop view's `drops`). */
export type DropPackSummary = Pick<
  PackRecord,
  'id' | 'position' | 'title' | 'thumbnailKey' | 'priceCents' | 'quantity' | 'nftsPerPack' | 'soldOut'
>;

/** A drop as the list reads it: the drop and its packs' summary, from the drop item alone. */
export interface DropListing {
  drop: DropRecord;
  /** undefined for a drop item written without its summary (a fixture writing drop and packs apart). */
  packs: DropPackSummary[] | undefined;
}

const ALL_DROPS = 'DROPS';
/** The attribute of the drop item holding its packs' summary (not part of DropRecord). */
const PACK_SUMMARY = 'packSummary';
export const dropKey = (id: string) => ({ pk: `DROP#${id}`, sk: 'DROP' });

/** The drop's packs in the order listDropPacks answers them (gsi1sk: position, then id). */
export function packSummary(packs: readonly PackRecord[]): DropPackSummary[] {
  const order = (pack: PackRecord) => `${String(pack.position).padStart(4, '0')}#${pack.id}`;
  return [...packs]
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map(({ id, position, title, thumbnailKey, priceCents, quantity, nftsPerPack, soldOut }) => ({
      id,
      position,
      title,
      thumbnailKey,
      priceCents,
      quantity,
      nftsPerPack,
      soldOut,
    }));
}

/**
 * The drop item; with `packs`, it also holds the packs' summary, so the drops list is one query of the list
 * partition (gsi1 DROPS or gsi2 DROPS#category) with no read per drop. Packs are written with their drop (the
 * seed); the drop's own state (availability, soldOut, price) lives on this same item.
 */
export function toItem(drop: DropRecord, packs?: readonly PackRecord[]): Item {
  const listSk = `${drop.featureAt}#${drop.id}`;
  return {
    ...dropKey(drop.id),
    gsi1pk: ALL_DROPS,
    gsi1sk: listSk,
    gsi2pk: `DROPS#${drop.category}`,
    gsi2sk: listSk,
    entity: 'drop',
    ...drop,
    ...(packs ? { [PACK_SUMMARY]: packSummary(packs) } : {}),
  };
}

export const fromItem = (item: Item): DropRecord => {
  const { [PACK_SUMMARY]: _summary, ...rest } = item;
  return recordOf<DropRecord>(rest);
};

const listingOf = (item: Item): DropListing => ({
  drop: fromItem(item),
  packs: item[PACK_SUMMARY] as DropPackSummary[] | undefined,
});

export const getDrop = (db: Db, id: string) => getItem(db, dropKey(id).pk, dropKey(id).sk, fromItem);

/** The drop, to read with other items in one call (readTogether). */
export const dropRead = (id: string) => itemRead(dropKey(id), fromItem);

/**
 * Whether the drop exists (strongly consistent, as getDrop): its key alone, not the item with its packs' summary,
 * for a read that needs no more (a drop's auctions).
 */
export async function dropExists(db: Db, id: string): Promise<boolean> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: dropKey(id),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Item !== undefined;
}

/** A drop with its packs' summary (strongly consistent), e.g. to mark one of its packs sold out. */
export const getDropListing = (db: Db, id: string) => getItem(db, dropKey(id).pk, dropKey(id).sk, listingOf);

/**
 * The drop's packs as the drop views show them: the summary on the drop item, written with its packs and changed
 * with them (pack-stock.ts), so no read; a query of the packs only for an item written without one.
 */
export const listingPacks = (db: Db, listing: DropListing) =>
  listing.packs ?? listDropPacks(db, listing.drop.id);

/**
 * A pack of the drop sold out (or on sale again): its line of the summary, and the drop's own soldOut, which is
 * true when every pack is. Conditional on the line still being that pack's.
 */
export const setDropPackSoldOut = (
  db: Db,
  dropId: string,
  line: { index: number; packId: string },
  soldOut: { pack: boolean; drop: boolean },
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: dropKey(dropId),
    UpdateExpression: `SET ${PACK_SUMMARY}[${line.index}].soldOut = :pack, soldOut = :drop`,
    ConditionExpression: `${PACK_SUMMARY}[${line.index}].id = :packId`,
    ExpressionAttributeValues: { ':pack': soldOut.pack, ':drop': soldOut.drop, ':packId': line.packId },
  },
});

/** Newest feature date first; a category narrows to its own partition of gsi2. */
export const listDrops = (db: Db, category?: string) =>
  category
    ? queryItems(db, { index: 'gsi2', pk: `DROPS#${category}`, descending: true }, fromItem)
    : queryItems(db, { index: 'gsi1', pk: ALL_DROPS, descending: true }, fromItem);

/** The drops list's read: one query of the list partition, each drop with its packs' summary. */
export const listDropListings = (db: Db, category?: string) =>
  category
    ? queryItems(db, { index: 'gsi2', pk: `DROPS#${category}`, descending: true }, listingOf)
    : queryItems(db, { index: 'gsi1', pk: ALL_DROPS, descending: true }, listingOf);

/**
 * Writes the drop and its marker among its auctions (auction.ts); give its packs (written in the same batch) to
 * store their summary on it.
 */
export const putDrop = (db: Db, drop: DropRecord, packs?: readonly PackRecord[]): TransactItem[] => [
  { Put: { TableName: db.tableName, Item: toItem(drop, packs) } },
  {
    Put: {
      TableName: db.tableName,
      Item: { pk: dropKey(drop.id).pk, sk: 'AUCTIONS', ...dropAuctionsMarker(drop.id) },
    },
  },
];

/** Moves a drop to another availability only if it still has the one the caller read (no lost update). */
export const changeAvailability = (
  db: Db,
  id: string,
  from: Availability,
  to: Availability,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: dropKey(id),
    UpdateExpression: 'SET availability = :to',
    ConditionExpression: 'availability = :from',
    ExpressionAttributeValues: { ':from': from, ':to': to },
  },
});
