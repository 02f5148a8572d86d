import { createHash } from 'node:crypto';
import type { Payee } from '../domain/payments/payees';
import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, queryItems, recordOf, type TransactItem } from './db';
import { nftItemKey } from './nft-item';
import { recoveryIndexKeys } from './recovery-index';

/**
 * An offer on an owned item (spec part 1 §3), its amount held on the maker's payment method.
 *
 * `placing` while its hold is being placed; `active` once held (what the spec calls pending); `accepting` once the
 * owner accepted and the item is locked for it, until the capture and the transfer commit together: `accepted`.
 * `declined`, `cancelled` and `expired` end it; its hold is released after the status changed.
 *
 * Indexes: gsi1 `OFFERS#ITEM#<itemId>` by creation (an item's open offers: active or accepting); gsi2
 * `OFFERS#MAKER#<maker>` by item (a maker's open offers); gsi3 either `OFFER_EXPIRY#<shard>` by expiresAt (active
 * offers, the expiry sweep) or the recovery index (placing, accepting, and ended until the hold is released).
 */
export type OfferStatus =
  | 'placing'
  | 'active'
  | 'accepting'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'expired';
export type OfferEnd = 'declined' | 'cancelled' | 'expired';

/** What the owner's accept fixed: the sale's order, who sells, the listing it ends and the price's split. */
export interface OfferAcceptance {
  orderId: string;
  sellerUuid: string;
  listingId: string | null;
  payees: Payee[];
  lockedAt: string;
}

export interface OfferRecord {
  id: string;
  makerUuid: string;
  makerUsername: string;
  itemId: string;
  nftId: string;
  sequence: number;
  /** The NFT's title (notifications name it). */
  title: string;
  /** The item's owner when the offer was made (the one it was made to). */
  ownerUuid: string;
  amountCents: number;
  payment: PaymentChoice;
  holdId: string;
  /** The card the hold is on, once held. */
  card: { last4: string; brand: string } | null;
  status: OfferStatus;
  /** The owner has seen it. */
  viewed: boolean;
  /** The request's content: a retry with the same Idempotency-Key and other content is refused. */
  fingerprint: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  acceptance: OfferAcceptance | null;
  /**
   * Set on the sale of one unit of a collection or trait offer (functions/data/collection-offer.ts): such an offer
   * is born accepting, holds no maker's guard and is finished like any accepted item offer.
   */
  collectionOfferId?: string;
}

export const OFFER_ENTITY = 'offer';
/** The expiry index's partitions: an offer storm's index writes spread over them. */
export const OFFER_EXPIRY_SHARDS = 4;

export const offerKey = (id: string) => ({ pk: `OFFER#${id}`, sk: 'OFFER' });
/** One open offer per maker and item: this record names it while it is open. */
const makerGuardKey = (itemId: string, makerUuid: string) => ({
  pk: `OFFER_MAKER#${itemId}#${makerUuid}`,
  sk: 'OFFER_MAKER',
});
const itemOffersPk = (itemId: string) => `OFFERS#ITEM#${itemId}`;
const makerOffersPk = (makerUuid: string) => `OFFERS#MAKER#${makerUuid}`;
const expiryShardOf = (id: string) =>
  createHash('sha256').update(id).digest().readUInt16BE(0) % OFFER_EXPIRY_SHARDS;

/** An expiry index entry (item offers' `OFFER_EXPIRY`, collection offers' own partitions) by expiresAt. */
export const expiryIndexKeys = (partition: string, id: string, expiresAt: string) => ({
  gsi3pk: `${partition}#${expiryShardOf(id)}`,
  gsi3sk: `${expiresAt}#${id}`,
});

/** What of an expiry index is due at `now`, from every shard (eventually consistent). */
export async function listDueInExpiryIndex<T>(
  db: Db,
  partition: string,
  now: Date,
  limitPerShard: number,
  fromItem: (item: Item) => T,
): Promise<T[]> {
  const before = `${now.toISOString()}#\uffff`;
  const shards = await Promise.all(
    Array.from({ length: OFFER_EXPIRY_SHARDS }, (_, shard) =>
      queryItems(
        db,
        { index: 'gsi3', pk: `${partition}#${shard}`, skBefore: before, limit: limitPerShard },
        fromItem,
      ),
    ),
  );
  return shards.flat();
}

/** The index attributes of an open offer (the item's, the maker's and the expiry index). */
const openIndexKeys = (offer: OfferRecord) => ({
  gsi1pk: itemOffersPk(offer.itemId),
  gsi1sk: `${offer.createdAt}#${offer.id}`,
  gsi2pk: makerOffersPk(offer.makerUuid),
  gsi2sk: `${offer.itemId}#${offer.createdAt}#${offer.id}`,
  ...expiryIndexKeys('OFFER_EXPIRY', offer.id, offer.expiresAt),
});

export const offerFromItem = (item: Item): OfferRecord => recordOf<OfferRecord>(item);

export const getOffer = (db: Db, id: string) => getItem(db, offerKey(id).pk, offerKey(id).sk, offerFromItem);

/** The maker's open offer on the item, if any (strongly read). */
export const getMakerOfferId = (db: Db, itemId: string, makerUuid: string) =>
  getItem(db, makerGuardKey(itemId, makerUuid).pk, makerGuardKey(itemId, makerUuid).sk, (item) =>
    String(item.offerId),
  );

/** An item's open offers, newest first (eventually consistent). */
export const listItemOffers = (db: Db, itemId: string) =>
  queryItems(db, { index: 'gsi1', pk: itemOffersPk(itemId), descending: true }, offerFromItem);

/** A maker's open offers on items whose id starts with `itemIdPrefix` (one item, or an NFT's editions). */
export const listMakerOffers = (db: Db, makerUuid: string, itemIdPrefix: string) =>
  queryItems(db, { index: 'gsi2', pk: makerOffersPk(makerUuid), skBeginsWith: itemIdPrefix }, offerFromItem);

/** Active offers whose expiresAt is at or before `now`, from every shard (eventually consistent). */
export const listExpiredOffers = (db: Db, now: Date, limitPerShard: number) =>
  listDueInExpiryIndex(db, 'OFFER_EXPIRY', now, limitPerShard, offerFromItem);

/** A new offer being placed (in the recovery index until its hold is placed), with the maker's guard. */
export const putPlacingOffer = (db: Db, offer: OfferRecord): TransactItem[] => [
  {
    Put: {
      TableName: db.tableName,
      Item: {
        ...offerKey(offer.id),
        ...recoveryIndexKeys(offer.id, offer.createdAt),
        entity: OFFER_ENTITY,
        ...offer,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Put: {
      TableName: db.tableName,
      Item: { ...makerGuardKey(offer.itemId, offer.makerUuid), entity: 'offer-maker', offerId: offer.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/**
 * One unit of a collection offer sold to an owner: an item offer born accepting (in the recovery index until the
 * capture commits), written in the transaction that takes the unit and locks the item.
 */
export const putAcceptingOffer = (
  db: Db,
  offer: OfferRecord & { acceptance: OfferAcceptance },
): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: {
      ...offerKey(offer.id),
      ...recoveryIndexKeys(offer.id, offer.acceptance.lockedAt),
      entity: OFFER_ENTITY,
      ...offer,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The maker's guard goes with the offer's end (only the guard of this offer). */
const dropMakerGuard = (db: Db, offer: OfferRecord): TransactItem => ({
  Delete: {
    TableName: db.tableName,
    Key: makerGuardKey(offer.itemId, offer.makerUuid),
    ConditionExpression: 'attribute_not_exists(pk) OR offerId = :id',
    ExpressionAttributeValues: { ':id': offer.id },
  },
});

/** An offer whose hold was refused is dropped with its guard, as if never made. */
export const dropPlacingOffer = (db: Db, offer: OfferRecord): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: offerKey(offer.id),
      ConditionExpression: '#status = :placing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':placing': 'placing' },
    },
  },
  dropMakerGuard(db, offer),
];

/** The hold is placed: the offer opens (into the item's, the maker's and the expiry index). */
export function activateOffer(
  db: Db,
  offer: OfferRecord,
  card: OfferRecord['card'],
  at: string,
): TransactItem {
  const keys = openIndexKeys(offer);
  return {
    Update: {
      TableName: db.tableName,
      Key: offerKey(offer.id),
      UpdateExpression:
        'SET #status = :active, card = :card, updatedAt = :at, gsi1pk = :g1pk, gsi1sk = :g1sk, ' +
        'gsi2pk = :g2pk, gsi2sk = :g2sk, gsi3pk = :g3pk, gsi3sk = :g3sk',
      ConditionExpression: '#status = :placing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':active': 'active',
        ':placing': 'placing',
        ':card': card,
        ':at': at,
        ':g1pk': keys.gsi1pk,
        ':g1sk': keys.gsi1sk,
        ':g2pk': keys.gsi2pk,
        ':g2sk': keys.gsi2sk,
        ':g3pk': keys.gsi3pk,
        ':g3sk': keys.gsi3sk,
      },
    },
  };
}

/**
 * The owner accepts: only an active offer not yet expired at `at`. It leaves the expiry index for the recovery
 * index (the sweep finishes an accept left half-done) and stays in the open-offer indexes until it is accepted.
 */
export function startAccepting(db: Db, offer: OfferRecord, acceptance: OfferAcceptance): TransactItem {
  const recovery = recoveryIndexKeys(offer.id, acceptance.lockedAt);
  return {
    Update: {
      TableName: db.tableName,
      Key: offerKey(offer.id),
      UpdateExpression:
        'SET #status = :accepting, acceptance = :acceptance, updatedAt = :at, gsi3pk = :g3pk, gsi3sk = :g3sk',
      ConditionExpression: '#status = :active AND expiresAt > :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':accepting': 'accepting',
        ':active': 'active',
        ':acceptance': acceptance,
        ':at': acceptance.lockedAt,
        ':g3pk': recovery.gsi3pk,
        ':g3sk': recovery.gsi3sk,
      },
    },
  };
}

/** The sale committed: the offer is accepted and leaves every index. */
export const finishAccepting = (db: Db, offer: OfferRecord, at: string): TransactItem[] => [
  {
    Update: {
      TableName: db.tableName,
      Key: offerKey(offer.id),
      UpdateExpression:
        'SET #status = :accepted, updatedAt = :at REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk',
      ConditionExpression: '#status = :accepting',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':accepted': 'accepted', ':accepting': 'accepting', ':at': at },
    },
  },
  // A collection offer's unit never held the item's guard (the maker may have an item offer of their own on it).
  ...(offer.collectionOfferId ? [] : [dropMakerGuard(db, offer)]),
];

/**
 * Ends an active offer (declined, cancelled, expired): it leaves the open-offer and expiry indexes and enters the
 * recovery index until its hold is released (`settleOfferRelease`).
 */
export function endOffer(db: Db, offer: OfferRecord, to: OfferEnd, at: string): TransactItem[] {
  const recovery = recoveryIndexKeys(offer.id, at);
  return [
    {
      Update: {
        TableName: db.tableName,
        Key: offerKey(offer.id),
        UpdateExpression:
          'SET #status = :to, updatedAt = :at, gsi3pk = :g3pk, gsi3sk = :g3sk REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ':active': 'active',
          ':at': at,
          ':g3pk': recovery.gsi3pk,
          ':g3sk': recovery.gsi3sk,
        },
      },
    },
    dropMakerGuard(db, offer),
  ];
}

/** The ended offer's hold is released: it leaves the recovery index. */
export const settleOfferRelease = (db: Db, id: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: offerKey(id),
    UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
    ConditionExpression: '#status IN (:declined, :cancelled, :expired)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':declined': 'declined', ':cancelled': 'cancelled', ':expired': 'expired' },
  },
});

/**
 * The item still belongs to the one the offer was made to, is still on the platform and is not being sold to another
 * offer: an offer opens only then.
 */
export const assertItemTakesOffer = (db: Db, offer: OfferRecord): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: nftItemKey(offer.itemId),
    ConditionExpression: '#owner = :owner AND exportStatus = :none AND attribute_not_exists(lockedForOrder)',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': offer.ownerUuid, ':none': 'not_initiated' },
  },
});

/** The owner has seen an open offer. */
export const markOfferViewed = (db: Db, id: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: offerKey(id),
    UpdateExpression: 'SET viewed = :true',
    ConditionExpression: '#status IN (:active, :accepting) AND viewed = :false',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':true': true,
      ':false': false,
      ':active': 'active',
      ':accepting': 'accepting',
    },
  },
});
