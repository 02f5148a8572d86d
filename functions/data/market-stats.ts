import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, type Db, getItem, type Item, type TransactItem } from './db';

/**
 * The market's figures, kept current by the market consumer from MarketActivity events so that no read counts
 * editions: per NFT (`MARKET#NFT#<id>` / `STATS`), per (NFT, holder) (`MARKET#NFT#<id>` / `HOLDER#<uuid>`, how many
 * editions the user holds: the owners count moves when one turns positive or zero), per collection
 * (`MARKET#COLLECTION#<id>` / `STATS`).
 *
 * Counters move by ADD in the transaction that writes the event's activity record (put only if new), so each event
 * moves them once; holder counts are written conditional on the count read, so two events racing for one holder
 * retry. `athCents` only rises (a conditional SET); `listings` and `floorCents` are recounted from the listing
 * index after each event that may change them (order-independent).
 */
export interface NftMarketStats {
  nftId: string;
  /** Editions held by users (sold at least once and not handed back). */
  ownedEditions: number;
  /** Distinct users holding at least one edition. */
  owners: number;
  /** Sales (primary and resale) and their total in cents; pack editions count as sales without a price. */
  sales: number;
  volumeCents: number;
  /** Highest price an edition sold for. */
  athCents: number | null;
  /** Open listings and the cheapest, as last recounted from the listing index. */
  listings: number;
  floorCents: number | null;
  /** Editions held by users per edition block (nft-item.ts's blocks of 100), for paging editions by number. */
  blocks: Record<number, number>;
}

export interface CollectionMarketStats {
  collectionId: string;
  /** Editions of its NFTs held by users. */
  ownedItems: number;
  sales: number;
  volumeCents: number;
}

const nftStatsKey = (nftId: string) => ({ pk: `MARKET#NFT#${nftId}`, sk: 'STATS' });
const holderKey = (nftId: string, uuid: string) => ({ pk: `MARKET#NFT#${nftId}`, sk: `HOLDER#${uuid}` });
const collectionStatsKey = (collectionId: string) => ({
  pk: `MARKET#COLLECTION#${collectionId}`,
  sk: 'STATS',
});
const BLOCK_PREFIX = 'block_';

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export function emptyNftStats(nftId: string): NftMarketStats {
  return {
    nftId,
    ownedEditions: 0,
    owners: 0,
    sales: 0,
    volumeCents: 0,
    athCents: null,
    listings: 0,
    floorCents: null,
    blocks: {},
  };
}

function nftStatsOf(nftId: string, item: Item): NftMarketStats {
  const blocks: Record<number, number> = {};
  for (const [name, value] of Object.entries(item))
    if (name.startsWith(BLOCK_PREFIX) && typeof value === 'number')
      blocks[Number(name.slice(BLOCK_PREFIX.length))] = value;
  return {
    nftId,
    ownedEditions: numberOr(item.ownedEditions, 0),
    owners: numberOr(item.owners, 0),
    sales: numberOr(item.sales, 0),
    volumeCents: numberOr(item.volumeCents, 0),
    athCents: typeof item.athCents === 'number' ? item.athCents : null,
    listings: numberOr(item.listings, 0),
    floorCents: typeof item.floorCents === 'number' ? item.floorCents : null,
    blocks,
  };
}

/** The NFT's market stats; zeros before its first event. */
export async function getNftMarketStats(db: Db, nftId: string): Promise<NftMarketStats> {
  const key = nftStatsKey(nftId);
  return (await getItem(db, key.pk, key.sk, (item) => nftStatsOf(nftId, item))) ?? emptyNftStats(nftId);
}

export async function getCollectionMarketStats(db: Db, collectionId: string): Promise<CollectionMarketStats> {
  const key = collectionStatsKey(collectionId);
  const found = await getItem(db, key.pk, key.sk, (item) => item);
  return {
    collectionId,
    ownedItems: numberOr(found?.ownedItems, 0),
    sales: numberOr(found?.sales, 0),
    volumeCents: numberOr(found?.volumeCents, 0),
  };
}

/** Sets a holder's count, only if it is still the one read (0 read from no item: only if there is none). */
export const setHolding = (
  db: Db,
  nftId: string,
  uuid: string,
  read: { count: number; stored: boolean },
  count: number,
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: holderKey(nftId, uuid),
    UpdateExpression:
      'SET #count = :count, nftId = :nftId, userUuid = :uuid, updatedAt = :at, entity = :entity',
    ConditionExpression: read.stored ? '#count = :read' : 'attribute_not_exists(pk)',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: {
      ':count': count,
      ':nftId': nftId,
      ':uuid': uuid,
      ':at': at,
      ':entity': 'market-holder',
      ...(read.stored ? { ':read': read.count } : {}),
    },
  },
});

/** Whether a holder item exists (a count read as 0 may be stored or not). */
export async function readHolding(db: Db, nftId: string, uuid: string) {
  const key = holderKey(nftId, uuid);
  const found = await getItem(db, key.pk, key.sk, (item) => numberOr(item.count, 0));
  return { count: found ?? 0, stored: found !== undefined };
}

export interface NftStatsDelta {
  ownedEditions: number;
  owners: number;
  sales: number;
  volumeCents: number;
  blocks: Record<number, number>;
}

/** ADDs the deltas to the NFT's stats (created on the first event). */
export function addNftStats(db: Db, nftId: string, delta: NftStatsDelta, at: string): TransactItem {
  const adds: Record<string, number> = {
    ownedEditions: delta.ownedEditions,
    owners: delta.owners,
    sales: delta.sales,
    volumeCents: delta.volumeCents,
    ...Object.fromEntries(Object.entries(delta.blocks).map(([block, n]) => [`${BLOCK_PREFIX}${block}`, n])),
  };
  const names = Object.keys(adds);
  return {
    Update: {
      TableName: db.tableName,
      Key: nftStatsKey(nftId),
      UpdateExpression: `ADD ${names.map((_name, i) => `#a${i} :a${i}`).join(', ')} SET nftId = :nftId, updatedAt = :at, entity = :entity`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:a${i}`, adds[name]])),
        ':nftId': nftId,
        ':at': at,
        ':entity': 'market-nft-stats',
      },
    },
  };
}

export const addCollectionStats = (
  db: Db,
  collectionId: string,
  delta: Omit<CollectionMarketStats, 'collectionId'>,
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: collectionStatsKey(collectionId),
    UpdateExpression:
      'ADD ownedItems :owned, sales :sales, volumeCents :volume SET collectionId = :id, updatedAt = :at, entity = :entity',
    ExpressionAttributeValues: {
      ':owned': delta.ownedItems,
      ':sales': delta.sales,
      ':volume': delta.volumeCents,
      ':id': collectionId,
      ':at': at,
      ':entity': 'market-collection-stats',
    },
  },
});

/** Raises the NFT's all-time high to `priceCents` if it is higher (idempotent, in any order). */
export async function raiseNftAth(db: Db, nftId: string, priceCents: number): Promise<void> {
  await conditionHeld(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: nftStatsKey(nftId),
        UpdateExpression: 'SET athCents = :price, nftId = :nftId',
        ConditionExpression: 'attribute_not_exists(athCents) OR athCents < :price',
        ExpressionAttributeValues: { ':price': priceCents, ':nftId': nftId },
      }),
    ),
  );
}

/** The NFT's open listings and floor as just recounted, written only when they changed. */
export async function setNftListings(
  db: Db,
  nftId: string,
  listings: { count: number; floorCents: number | null },
  at: string,
): Promise<void> {
  await conditionHeld(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: nftStatsKey(nftId),
        UpdateExpression: 'SET listings = :count, floorCents = :floor, nftId = :nftId, listingsAt = :at',
        ConditionExpression: 'attribute_not_exists(listings) OR listings <> :count OR floorCents <> :floor',
        ExpressionAttributeValues: {
          ':count': listings.count,
          ':floor': listings.floorCents,
          ':nftId': nftId,
          ':at': at,
        },
      }),
    ),
  );
}

/**
 * Sets the floor that the collection pages read on an NFT or collection item (`floorPriceCents`), only when it
 * changed and the item exists.
 */
export async function setFloorPrice(db: Db, key: { pk: string; sk: string }, floorCents: number | null) {
  await conditionHeld(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'SET floorPriceCents = :floor',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(floorPriceCents) OR floorPriceCents <> :floor)',
        ExpressionAttributeValues: { ':floor': floorCents },
      }),
    ),
  );
}
