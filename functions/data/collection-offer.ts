import type { TraitType } from '../../shared/domain/enums';
import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, queryItems, recordOf, type TransactItem } from './db';
import { expiryIndexKeys, listDueInExpiryIndex, OFFER_ENTITY } from './offer';
import { LEAVE_RECOVERY_INDEX, recoveryIndexKeys } from './recovery-index';

/**
 * A collection or trait offer (issue 16 point 3): `quantity` units of `amountCents` each on any item of a collection
 * (or with one trait), every unit held on the maker's payment method by its own hold (`unitHoldId`).
 *
 * `placing` while the holds are placed (recovery index); `active` (the collection's open offers on gsi1, best price
 * first, and the expiry index on gsi3); each accept takes one unit (`unitsLeft`, conditional on the count read) and
 * sells one item through an item offer born accepting; the last unit makes it `filled`. `cancelled` and `expired`
 * end it with the unused units' holds released (recovery index until they are).
 *
 * Stored as an offer (entity 'offer', its own sort key) so the recovery sweep hands it to the offers' resume.
 */
export type CollectionOfferStatus = 'placing' | 'active' | 'filled' | 'cancelled' | 'expired';
export type CollectionOfferEnd = 'cancelled' | 'expired';

export interface CollectionOfferRecord {
  id: string;
  makerUuid: string;
  makerUsername: string;
  collectionId: string;
  collectionTitle: string;
  /** Only items with this trait match; null: any item of the collection. */
  trait: { type: TraitType; value: string } | null;
  /** Per unit. */
  amountCents: number;
  quantity: number;
  unitsLeft: number;
  payment: PaymentChoice;
  status: CollectionOfferStatus;
  fingerprint: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

const EXPIRY_PARTITION = 'COLLECTION_OFFER_EXPIRY';
/** Sorts the best price first: cents up to 99,999,999.99 USD fit in 10 digits. */
const PRICE_ORDER_MAX = 9_999_999_999;

export const collectionOfferKey = (id: string) => ({ pk: `OFFER#${id}`, sk: 'COLLECTION_OFFER' });
const collectionOffersPk = (collectionId: string) => `OFFERS#COLLECTION#${collectionId}`;

/** Unit `unit` (1 to quantity) is held by this hold and sold as the item offer of the same id. */
export const unitHoldId = (offerId: string, unit: number) => `hold-${offerId}-${unit}`;
export const unitOfferId = (offerId: string, unit: number) => `${offerId}-${unit}`;

/** The units already taken are 1 to quantity - unitsLeft; the next accept takes the one after. */
export const nextUnit = (offer: Pick<CollectionOfferRecord, 'quantity' | 'unitsLeft'>) =>
  offer.quantity - offer.unitsLeft + 1;

export const collectionOfferFromItem = (item: Item): CollectionOfferRecord =>
  recordOf<CollectionOfferRecord>(item);

export const getCollectionOffer = (db: Db, id: string) =>
  getItem(db, collectionOfferKey(id).pk, collectionOfferKey(id).sk, collectionOfferFromItem);

/** A collection's open offers, best price first, then the oldest (eventually consistent). */
export const listOpenCollectionOffers = (db: Db, collectionId: string) =>
  queryItems(db, { index: 'gsi1', pk: collectionOffersPk(collectionId) }, collectionOfferFromItem);

/** Active collection offers whose expiresAt is at or before `now`. */
export const listExpiredCollectionOffers = (db: Db, now: Date, limitPerShard: number) =>
  listDueInExpiryIndex(db, EXPIRY_PARTITION, now, limitPerShard, collectionOfferFromItem);

/** A new offer whose holds are being placed (in the recovery index until it opens or is dropped). */
export const putPlacingCollectionOffer = (db: Db, offer: CollectionOfferRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: {
      ...collectionOfferKey(offer.id),
      ...recoveryIndexKeys(offer.id, offer.createdAt),
      entity: OFFER_ENTITY,
      ...offer,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** An offer one of whose holds was refused goes, as if never made (its placed holds released first). */
export const dropPlacingCollectionOffer = (db: Db, id: string): TransactItem => ({
  Delete: {
    TableName: db.tableName,
    Key: collectionOfferKey(id),
    ConditionExpression: '#status = :placing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':placing': 'placing' },
  },
});

/** Every unit is held: the offer opens (the collection's open offers and the expiry index). */
export function activateCollectionOffer(db: Db, offer: CollectionOfferRecord, at: string): TransactItem {
  const expiry = expiryIndexKeys(EXPIRY_PARTITION, offer.id, offer.expiresAt);
  return {
    Update: {
      TableName: db.tableName,
      Key: collectionOfferKey(offer.id),
      UpdateExpression:
        'SET #status = :active, updatedAt = :at, gsi1pk = :g1pk, gsi1sk = :g1sk, gsi3pk = :g3pk, gsi3sk = :g3sk',
      ConditionExpression: '#status = :placing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':active': 'active',
        ':placing': 'placing',
        ':at': at,
        ':g1pk': collectionOffersPk(offer.collectionId),
        ':g1sk': `${String(PRICE_ORDER_MAX - offer.amountCents).padStart(10, '0')}#${offer.createdAt}#${offer.id}`,
        ':g3pk': expiry.gsi3pk,
        ':g3sk': expiry.gsi3sk,
      },
    },
  };
}

/**
 * An owner takes the next unit: only while the offer is active, not expired at `at`, and still has the units read
 * (so of two owners racing for one unit exactly one gets it). The last unit fills the offer: it leaves every index.
 */
export function takeUnit(db: Db, offer: CollectionOfferRecord, at: string): TransactItem {
  const left = offer.unitsLeft - 1;
  return {
    Update: {
      TableName: db.tableName,
      Key: collectionOfferKey(offer.id),
      UpdateExpression:
        left === 0
          ? 'SET unitsLeft = :left, #status = :filled, updatedAt = :at REMOVE gsi1pk, gsi1sk, gsi3pk, gsi3sk'
          : 'SET unitsLeft = :left, updatedAt = :at',
      ConditionExpression: '#status = :active AND unitsLeft = :read AND expiresAt > :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':left': left,
        ':read': offer.unitsLeft,
        ':active': 'active',
        ':at': at,
        ...(left === 0 ? { ':filled': 'filled' } : {}),
      },
    },
  };
}

/**
 * Ends an active offer (cancelled, expired): it leaves the collection's open offers and the expiry index for the
 * recovery index, until the unused units' holds are released (`settleCollectionOfferRelease`).
 */
export function endCollectionOffer(
  db: Db,
  offer: CollectionOfferRecord,
  to: CollectionOfferEnd,
  at: string,
): TransactItem {
  const recovery = recoveryIndexKeys(offer.id, at);
  return {
    Update: {
      TableName: db.tableName,
      Key: collectionOfferKey(offer.id),
      UpdateExpression:
        'SET #status = :to, updatedAt = :at, gsi3pk = :g3pk, gsi3sk = :g3sk REMOVE gsi1pk, gsi1sk',
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
  };
}

/** The ended offer's unused holds are released: it leaves the recovery index. */
export const settleCollectionOfferRelease = (db: Db, id: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: collectionOfferKey(id),
    UpdateExpression: LEAVE_RECOVERY_INDEX,
    ConditionExpression: '#status IN (:cancelled, :expired)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':cancelled': 'cancelled', ':expired': 'expired' },
  },
});
