import { type Db, getItem, type Item, itemRead, queryItems, recordOf, type TransactItem } from './db';

/**
 * A resale listing: the resale auction of one owned item (its id is the auction id the editions table, GET
 * /auction/{id} and the checkouts take). 'active' while for sale; 'reserved' while one buyer's checkout holds it
 * (a purchase record in the recovery index ends it: sold, or active again); 'sold' once the item moved (bought,
 * or an offer accepted); 'cancelled' when the seller removed it. The item carries `listing` while it is active or
 * reserved; each change writes both in one transaction.
 *
 * Access patterns: by id (pk); an NFT's listings by price, cheapest first (gsi1 `LISTINGS#NFT#<nftId>`), so the
 * floor and a page of listings are one query each; a collection's listings by price (gsi2
 * `LISTINGS#COLLECTION#<collectionId>`), its floor. Only active and reserved listings are in the indexes.
 */
export type ListingStatus = 'active' | 'reserved' | 'sold' | 'cancelled';

export interface ListingRecord {
  id: string;
  nftId: string;
  collectionId: string;
  itemId: string;
  sequence: number;
  sellerUuid: string;
  title: string;
  priceCents: number;
  /** The NFT's resale fees when listed (basis points): the seller's share the price modal showed. */
  royaltyBps: number;
  platformFeeBps: number;
  status: ListingStatus;
  /** The checkout holding a reserved listing. */
  reservation: { orderId: string; buyerUuid: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

export const LISTING_ID_PREFIX = 'resale-';
/** Listing ids are told from primary auctions' by their prefix, so a checkout knows which it buys without a read. */
export const isListingId = (id: string) => id.startsWith(LISTING_ID_PREFIX);
export const newListingId = (newId: () => string) => `${LISTING_ID_PREFIX}${newId()}`;

export const listingKey = (id: string) => ({ pk: `LISTING#${id}`, sk: 'LISTING' });
const nftListingsPk = (nftId: string) => `LISTINGS#NFT#${nftId}`;
const collectionListingsPk = (collectionId: string) => `LISTINGS#COLLECTION#${collectionId}`;
/** Price first, so the index reads cheapest first; 12 digits hold the largest price (9 999 999 999 cents). */
const priceSk = (priceCents: number, id: string) => `${String(priceCents).padStart(12, '0')}#${id}`;

const indexKeys = (listing: Pick<ListingRecord, 'id' | 'nftId' | 'collectionId' | 'priceCents'>) => ({
  gsi1pk: nftListingsPk(listing.nftId),
  gsi1sk: priceSk(listing.priceCents, listing.id),
  gsi2pk: collectionListingsPk(listing.collectionId),
  gsi2sk: priceSk(listing.priceCents, listing.id),
});

export const toItem = (listing: ListingRecord): Item => ({
  ...listingKey(listing.id),
  ...(listing.status === 'active' || listing.status === 'reserved' ? indexKeys(listing) : {}),
  entity: 'listing',
  ...listing,
});

export const fromItem = (item: Item): ListingRecord => recordOf<ListingRecord>(item);

export const getListing = (db: Db, id: string) => getItem(db, listingKey(id).pk, listingKey(id).sk, fromItem);

/** The listing, to read with other items in one call (readTogether). */
export const listingRead = (id: string) => itemRead(listingKey(id), fromItem);

/** An NFT's open listings, cheapest first (dearest first when `descending`; eventually consistent); `limit` of them when given. */
export const listNftListings = (db: Db, nftId: string, limit?: number, descending = false) =>
  queryItems(db, { index: 'gsi1', pk: nftListingsPk(nftId), limit, descending }, fromItem);

/** A collection's open listings, cheapest first; `limit` of them when given (1: its floor). */
export const listCollectionListings = (db: Db, collectionId: string, limit?: number) =>
  queryItems(db, { index: 'gsi2', pk: collectionListingsPk(collectionId), limit }, fromItem);

export const putNewListing = (db: Db, listing: ListingRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(listing), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** The seller's new price, only while the listing is active (a checkout holding it wins). */
export const setListingPrice = (
  db: Db,
  listing: ListingRecord,
  priceCents: number,
  at: string,
): TransactItem => {
  const keys = indexKeys({ ...listing, priceCents });
  return {
    Update: {
      TableName: db.tableName,
      Key: listingKey(listing.id),
      UpdateExpression: 'SET priceCents = :price, gsi1sk = :sk1, gsi2sk = :sk2, updatedAt = :at',
      ConditionExpression: '#status = :active AND sellerUuid = :seller',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':price': priceCents,
        ':sk1': keys.gsi1sk,
        ':sk2': keys.gsi2sk,
        ':at': at,
        ':active': 'active',
        ':seller': listing.sellerUuid,
      },
    },
  };
};

/**
 * Ends a listing: 'cancelled' by its seller, or 'sold' by an accepted offer, only while active (a checkout holding
 * it wins); it leaves the price indexes.
 */
export const endActiveListing = (
  db: Db,
  id: string,
  status: 'cancelled' | 'sold',
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: listingKey(id),
    UpdateExpression: 'SET #status = :status, updatedAt = :at REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
    ConditionExpression: '#status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':at': at, ':active': 'active' },
  },
});

/** A checkout holds the listing at the price its buyer saw: only while active at that very price. */
export const reserveListing = (
  db: Db,
  id: string,
  reservation: NonNullable<ListingRecord['reservation']>,
  priceCents: number,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: listingKey(id),
    UpdateExpression: 'SET #status = :reserved, reservation = :reservation, updatedAt = :at',
    ConditionExpression: '#status = :active AND priceCents = :price',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':reserved': 'reserved',
      ':active': 'active',
      ':reservation': reservation,
      ':at': reservation.at,
      ':price': priceCents,
    },
  },
});

/**
 * The holding checkout ended: 'sold' (the item moved), back to 'active' (payment refused), or 'cancelled' (the
 * item could not be delivered: the order is refunded). Only 'active' stays in the price indexes.
 */
export const finishListingReservation = (
  db: Db,
  id: string,
  orderId: string,
  outcome: 'sold' | 'active' | 'cancelled',
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: listingKey(id),
    UpdateExpression:
      outcome === 'active'
        ? 'SET #status = :status, reservation = :none, updatedAt = :at'
        : 'SET #status = :status, updatedAt = :at REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
    ConditionExpression: '#status = :reserved AND reservation.orderId = :orderId',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': outcome,
      ':at': at,
      ':reserved': 'reserved',
      ':orderId': orderId,
      ...(outcome === 'active' ? { ':none': null } : {}),
    },
  },
});
