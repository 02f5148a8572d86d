import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Blockchain,
  Currency,
  PaymentMethod,
  ProcessStatus,
  Visibility,
} from '../../shared/domain/enums';
import {
  type Db,
  getItem,
  getItems,
  type Item,
  itemRead,
  queryItems,
  recordOf,
  type TransactItem,
} from './db';
import type { NftRecord } from './nft';

/** How an item reached its owner. */
export type AcquisitionKind = 'pack' | 'buy' | 'bid' | 'claim' | 'gift' | 'offer' | 'fusion';

/** What the owner paid: the order's line item for this edition. */
export interface LineItemRecord {
  /** The USD value charged, in cents (0 for a free claim). */
  amountCents: number;
  /** The coin paid with, when paid in crypto, and how much of it (integer micro-units). */
  coin: Currency | null;
  coinMicros: number | null;
  method: PaymentMethod | null;
  /** The card's last four digits, when paid by card. */
  last4: string | null;
}

export interface AcquisitionRecord {
  how: AcquisitionKind;
  orderId: string | null;
  lineItem: LineItemRecord | null;
}

/**
 * One edition of an NFT (the spec's owned item). Editions still in the platform's (creator's) inventory are not
 * stored: an edition is written the first time it leaves the inventory, by a conditional create of its own item
 * (`platformEdition` builds the unsold record). So a drop rush writes only the editions it sells, each buyer its own
 * items, and the seed writes none of the catalogue's tens of thousands of editions.
 */
export interface NftItemRecord {
  /** `editionId(nftId, sequence)`: fixed, so two buyers of one edition race on the same key. */
  id: string;
  nftId: string;
  sequence: number;
  /** The owner's uuid; null for the platform's inventory. */
  owner: string | null;
  ownedAt: string | null;
  acquisition: AcquisitionRecord | null;
  visibility: Visibility;
  exportStatus: ProcessStatus;
  isVaultOpened: boolean;
  /** When its owner opened the vault (functions/domain/vault): the content is theirs 5 s later. */
  vaultOpenedAt?: string;
  /** The item's marketplace listing (the spec's sold_at), when listed. */
  listing: { auctionId: string; priceCents: number } | null;
  /** The highest price any owner paid for this edition, in cents: the NFT's ath is the highest of its editions'. */
  highestSaleCents: number | null;
  /** Copied from the NFT (catalogue data that does not change), for the owner's search, tier filter and sorts. */
  title: string;
  artistName: string;
  tier: number;
  rank: number | null;
  /** 0 for an edition never stored; every write adds 1. */
  version: number;
  /**
   * Set while an accepted offer's sale moves the item (the order it is locked for): nothing but that sale's
   * transfer may move, list or change it meanwhile.
   */
  lockedForOrder?: string;
  /** The export under way or done (functions/data/nft-export.ts) while exportStatus is not 'not_initiated'. */
  exportId?: string;
  /** Where the completed export sent the item: the owner's wallet label. */
  exportedTo?: ExportedTo;
}

/** The chain, wallet and transfer of a completed export. */
export interface ExportedTo {
  blockchain: Blockchain;
  walletAddress: string;
  transactionHash: string;
}

/** An item moves, lists, changes visibility or takes offers only while no export holds it. */
const NOT_EXPORTING = 'exportStatus = :notExporting';
const NOT_EXPORTING_VALUE = 'not_initiated';

/**
 * Editions sit in gsi1 partitions of this many sequences each: an editions page (20) never spans two, and a
 * rush that draws editions at random spreads its index writes over quantity / 100 partitions.
 */
export const EDITION_BLOCK_SIZE = 100;

export const editionId = (nftId: string, sequence: number) => `${nftId}-${sequence}`;
export const editionBlockOf = (sequence: number) => Math.floor((sequence - 1) / EDITION_BLOCK_SIZE);
export const editionBlockCount = (quantity: number) => Math.ceil(quantity / EDITION_BLOCK_SIZE);

export const nftItemKey = (id: string) => ({ pk: `NFT_ITEM#${id}`, sk: 'NFT_ITEM' });
const blockPk = (nftId: string, block: number) => `EDITIONS#${nftId}#${block}`;
const sequenceSk = (sequence: number) => String(sequence).padStart(9, '0');
const ownerPk = (uuid: string) => `OWNER#${uuid}`;
const ownedSk = (ownedAt: string, id: string) => `${ownedAt}#${id}`;
const privatePk = (nftId: string) => `PRIVATE_EDITIONS#${nftId}`;
const privateKeys = (record: Pick<NftItemRecord, 'nftId' | 'sequence'>) => ({
  gsi3pk: privatePk(record.nftId),
  gsi3sk: sequenceSk(record.sequence),
});

export function toItem(record: NftItemRecord): Item {
  return {
    ...nftItemKey(record.id),
    gsi1pk: blockPk(record.nftId, editionBlockOf(record.sequence)),
    gsi1sk: sequenceSk(record.sequence),
    // Only owned items are in a user's list (sparse index).
    ...(record.owner && record.ownedAt
      ? { gsi2pk: ownerPk(record.owner), gsi2sk: ownedSk(record.ownedAt, record.id) }
      : {}),
    // Only private items are in their NFT's private list (sparse index), so the editions table leaves them out
    // without reading the others.
    ...(record.visibility === 'private' ? privateKeys(record) : {}),
    entity: 'nft-item',
    ...record,
  };
}

export const fromItem = (item: Item): NftItemRecord => recordOf<NftItemRecord>(item);

/** An edition as it is while the platform holds it and before it was ever stored. */
export function platformEdition(nft: NftRecord, sequence: number): NftItemRecord {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > nft.quantity)
    throw new Error(`${nft.id} has no edition ${sequence}`);
  return {
    id: editionId(nft.id, sequence),
    nftId: nft.id,
    sequence,
    owner: null,
    ownedAt: null,
    acquisition: null,
    visibility: 'public',
    exportStatus: 'not_initiated',
    isVaultOpened: false,
    listing: null,
    highestSaleCents: null,
    title: nft.title,
    artistName: nft.artist.name,
    tier: nft.type,
    rank: nft.rank,
    version: 0,
  };
}

export const getNftItem = (db: Db, id: string) => getItem(db, nftItemKey(id).pk, nftItemKey(id).sk, fromItem);

/** The item, to read with other items in one call (readTogether). */
export const nftItemRead = (id: string) => itemRead(nftItemKey(id), fromItem);

/** Editions by NFT and sequence, in one round trip per 100 (undefined where the edition was never stored). */
export const getEditions = (db: Db, editions: { nftId: string; sequence: number }[]) =>
  getItems(
    db,
    editions.map(({ nftId, sequence }) => nftItemKey(editionId(nftId, sequence))),
    fromItem,
  );

/** The stored editions of one block of an NFT, by sequence; `sequences` narrows to a range within the block. */
export const listEditionBlock = (db: Db, nftId: string, block: number, sequences?: [number, number]) =>
  queryItems(
    db,
    {
      index: 'gsi1',
      pk: blockPk(nftId, block),
      ...(sequences ? { skBetween: [sequenceSk(sequences[0]), sequenceSk(sequences[1])] } : {}),
    },
    fromItem,
  );

/** Every stored edition of an NFT (sold at least once), one query per block. */
export async function listStoredEditions(db: Db, nft: Pick<NftRecord, 'id' | 'quantity'>) {
  const blocks = Array.from({ length: editionBlockCount(nft.quantity) }, (_, block) => block);
  return (await Promise.all(blocks.map((block) => listEditionBlock(db, nft.id, block)))).flat();
}

/** An NFT's private editions (few), by sequence: the editions table leaves them out for all but their owners. */
export const listPrivateEditions = (db: Db, nftId: string) =>
  queryItems(db, { index: 'gsi3', pk: privatePk(nftId) }, fromItem);

/** A user's items, newest first (gsi2: eventually consistent, so not for reading a transfer just made). */
export const listOwnerItems = (db: Db, uuid: string) =>
  queryItems(db, { index: 'gsi2', pk: ownerPk(uuid), descending: true }, fromItem);

/**
 * Gives `item` (as read: stored, or `platformEdition` for one never stored) to `next.owner`, only if its owner is
 * still the one read, so an edition always has exactly one owner and of two racing writes exactly one succeeds. An
 * edition never stored is created if it still does not exist; a stored one is updated if its owner did not change.
 * A new owner starts with a public item that is not listed.
 */
export function moveItem(
  db: Db,
  item: NftItemRecord,
  next: {
    owner: string | null;
    ownedAt: string;
    acquisition: AcquisitionRecord;
    /** Leaves the item locked for this order (an NFT in the fuser): only that order's transfer moves it again. */
    lockedFor?: string;
  },
  /** The listing the item must still carry (a resale, an offer accepted on a listed item), or null: none. */
  listedAs?: string | null,
): TransactItem {
  const paidCents = next.acquisition.lineItem?.amountCents ?? 0;
  const { lockedForOrder: _unlocked, ...unlocked } = item;
  const moved: NftItemRecord = {
    ...unlocked,
    owner: next.owner,
    ownedAt: next.ownedAt,
    acquisition: next.acquisition,
    visibility: 'public',
    listing: null,
    highestSaleCents: Math.max(item.highestSaleCents ?? 0, paidCents) || null,
    version: item.version + 1,
    ...(next.lockedFor ? { lockedForOrder: next.lockedFor } : {}),
  };
  if (item.version === 0) {
    if (listedAs) throw new Error(`Item ${item.id} was never stored, so it is not listed`);
    return {
      Put: { TableName: db.tableName, Item: toItem(moved), ConditionExpression: 'attribute_not_exists(pk)' },
    };
  }
  const { gsi2pk, gsi2sk } = toItem(moved);
  const { orderId } = next.acquisition;
  const changed: Record<string, unknown> = {
    owner: moved.owner,
    ownedAt: moved.ownedAt,
    acquisition: moved.acquisition,
    visibility: moved.visibility,
    listing: moved.listing,
    highestSaleCents: moved.highestSaleCents,
    ...(moved.owner ? { gsi2pk, gsi2sk } : {}),
    ...(next.lockedFor ? { lockedForOrder: next.lockedFor } : {}),
  };
  const removed = [
    ...(next.lockedFor ? [] : ['lockedForOrder']),
    ...(moved.owner ? [] : ['gsi2pk', 'gsi2sk']),
    'gsi3pk',
    'gsi3sk',
  ];
  const names = Object.keys(changed);
  return {
    Update: {
      TableName: db.tableName,
      Key: nftItemKey(item.id),
      UpdateExpression:
        `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}, #version = #version + :one` +
        ` REMOVE ${removed.join(', ')}`,
      ConditionExpression:
        (item.owner === null
          ? 'attribute_exists(pk) AND attribute_type(#owner, :nullType)'
          : 'attribute_exists(pk) AND #owner = :from') +
        (listedAs === undefined
          ? ''
          : listedAs === null
            ? ' AND attribute_type(#listing, :nullType)'
            : ' AND #listing.auctionId = :listedAs') +
        // A locked item moves only by the sale it is locked for.
        (orderId
          ? ' AND (attribute_not_exists(lockedForOrder) OR lockedForOrder = :orderId)'
          : ' AND attribute_not_exists(lockedForOrder)') +
        ` AND ${NOT_EXPORTING}`,
      ExpressionAttributeNames: Object.fromEntries([...names, 'version'].map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, changed[name]])),
        ':one': 1,
        ':notExporting': NOT_EXPORTING_VALUE,
        ...(item.owner === null || listedAs === null ? { ':nullType': 'NULL' } : {}),
        ...(item.owner === null ? {} : { ':from': item.owner }),
        ...(listedAs ? { ':listedAs': listedAs } : {}),
        ...(orderId ? { ':orderId': orderId } : {}),
      },
    },
  };
}

/**
 * Sets an item's visibility for its owner, only if `owner` still owns it and it is not listed (a listed item stays
 * public), so a transfer or a listing racing the change wins. Answers the item as written, or null when a
 * condition failed (the caller reads the item again to say why).
 */
export async function setItemVisibility(
  db: Db,
  item: NftItemRecord,
  owner: string,
  visibility: Visibility,
): Promise<NftItemRecord | null> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: nftItemKey(item.id),
        UpdateExpression:
          visibility === 'private'
            ? 'SET #visibility = :visibility, #version = #version + :one, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk'
            : 'SET #visibility = :visibility, #version = #version + :one REMOVE gsi3pk, gsi3sk',
        ConditionExpression: `attribute_exists(pk) AND #owner = :owner AND attribute_type(#listing, :null) AND attribute_not_exists(lockedForOrder) AND ${NOT_EXPORTING}`,
        ExpressionAttributeNames: {
          '#visibility': 'visibility',
          '#version': 'version',
          '#owner': 'owner',
          '#listing': 'listing',
        },
        ExpressionAttributeValues: {
          ':visibility': visibility,
          ':one': 1,
          ':owner': owner,
          ':null': 'NULL',
          ':notExporting': NOT_EXPORTING_VALUE,
          ...(visibility === 'private'
            ? { ':gsi3pk': privateKeys(item).gsi3pk, ':gsi3sk': privateKeys(item).gsi3sk }
            : {}),
        },
      }),
    );
    return { ...item, visibility, version: item.version + 1 };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/**
 * Lists the owner's item: it carries the listing and turns public (a listed item is public), only if it is the one
 * read (same version: no transfer, export, visibility change or other listing came in between).
 */
export const listItem = (
  db: Db,
  item: NftItemRecord,
  listing: NonNullable<NftItemRecord['listing']>,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(item.id),
    UpdateExpression:
      'SET #listing = :listing, #visibility = :public, #version = #version + :one REMOVE gsi3pk, gsi3sk',
    ConditionExpression:
      'attribute_exists(pk) AND #owner = :owner AND #version = :version AND attribute_not_exists(lockedForOrder)',
    ExpressionAttributeNames: {
      '#listing': 'listing',
      '#visibility': 'visibility',
      '#version': 'version',
      '#owner': 'owner',
    },
    ExpressionAttributeValues: {
      ':listing': listing,
      ':public': 'public',
      ':one': 1,
      ':owner': item.owner,
      ':version': item.version,
    },
  },
});

/** The item's listing changes price (only while it carries that listing). */
export const setItemListingPrice = (
  db: Db,
  itemId: string,
  listingId: string,
  priceCents: number,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(itemId),
    UpdateExpression: 'SET #listing.priceCents = :price, #version = #version + :one',
    ConditionExpression: '#listing.auctionId = :id',
    ExpressionAttributeNames: { '#listing': 'listing', '#version': 'version' },
    ExpressionAttributeValues: { ':price': priceCents, ':id': listingId, ':one': 1 },
  },
});

/** The item is no longer listed (only if it carries that listing). */
export const unlistItem = (db: Db, itemId: string, listingId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(itemId),
    UpdateExpression: 'SET #listing = :none, #version = #version + :one',
    ConditionExpression: '#listing.auctionId = :id',
    ExpressionAttributeNames: { '#listing': 'listing', '#version': 'version' },
    ExpressionAttributeValues: { ':none': null, ':id': listingId, ':one': 1 },
  },
});

/**
 * Locks the owner's item for the sale of an accepted offer or for a gift (`orderId`), only if it is the one read
 * (same owner and version, not locked): until that order's transfer, no other transfer, listing, offer, export or
 * visibility change gets in.
 */
export const lockItemForSale = (db: Db, item: NftItemRecord, orderId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(item.id),
    UpdateExpression: 'SET lockedForOrder = :orderId, #version = #version + :one',
    ConditionExpression:
      'attribute_exists(pk) AND #owner = :owner AND #version = :version AND attribute_not_exists(lockedForOrder)',
    ExpressionAttributeNames: { '#version': 'version', '#owner': 'owner' },
    ExpressionAttributeValues: {
      ':orderId': orderId,
      ':one': 1,
      ':owner': item.owner,
      ':version': item.version,
    },
  },
});

/** Frees the item locked for `orderId` that its owner keeps (a gift declined or reclaimed). */
export const unlockItem = (db: Db, itemId: string, owner: string, orderId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(itemId),
    UpdateExpression: 'REMOVE lockedForOrder SET #version = #version + :one',
    ConditionExpression: 'lockedForOrder = :orderId AND #owner = :owner',
    ExpressionAttributeNames: { '#version': 'version', '#owner': 'owner' },
    ExpressionAttributeValues: { ':orderId': orderId, ':owner': owner, ':one': 1 },
  },
});

/**
 * Holds the owner's item for an export (status pending), only while it is theirs, not listed, not locked for a sale
 * and not exporting: from then on it cannot move, be listed, change visibility or take offers.
 */
export const holdItemForExport = (db: Db, item: NftItemRecord, exportId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(item.id),
    UpdateExpression: 'SET exportStatus = :pending, exportId = :exportId, #version = #version + :one',
    ConditionExpression: `attribute_exists(pk) AND #owner = :owner AND attribute_type(#listing, :null) AND attribute_not_exists(lockedForOrder) AND ${NOT_EXPORTING}`,
    ExpressionAttributeNames: { '#owner': 'owner', '#listing': 'listing', '#version': 'version' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':exportId': exportId,
      ':one': 1,
      ':owner': item.owner,
      ':null': 'NULL',
      ':notExporting': NOT_EXPORTING_VALUE,
    },
  },
});

/**
 * Moves the item's export `exportId` on from `from`: to started (transferring), to completed (with where it went),
 * or back to not_initiated (cancelled or failed: the owner has the item again).
 */
export function advanceItemExport(
  db: Db,
  itemId: string,
  exportId: string,
  from: ProcessStatus,
  to: { status: 'started' } | { status: 'completed'; exportedTo: ExportedTo } | { status: 'not_initiated' },
): TransactItem {
  const sets = ['exportStatus = :to', '#version = #version + :one'];
  if (to.status === 'completed') sets.push('exportedTo = :exportedTo');
  return {
    Update: {
      TableName: db.tableName,
      Key: nftItemKey(itemId),
      UpdateExpression: `SET ${sets.join(', ')}${to.status === 'not_initiated' ? ' REMOVE exportId' : ''}`,
      ConditionExpression: 'exportId = :exportId AND exportStatus = :from',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: {
        ':to': to.status,
        ':one': 1,
        ':exportId': exportId,
        ':from': from,
        ...(to.status === 'completed' ? { ':exportedTo': to.exportedTo } : {}),
      },
    },
  };
}
