import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { LEAVE_RECOVERY_INDEX, recoveryIndexKeys } from './recovery-index';

/**
 * A gift of an owned item to an e-mail address (spec part 1 §2, §5). paying: the item is held (lockedForOrder =
 * the gift's order) while the $1 fee is charged; waiting: paid, the address has no verified account yet (an
 * invitation went out); then delivered (the item is the receiver's), declined (the payment failed: the item is back
 * with the giver) or reclaimed (the giver took back a gift left unclaimed).
 */
export type GiftStatus = 'paying' | 'waiting' | 'delivered' | 'declined' | 'reclaimed';

export interface GiftRecord {
  id: string;
  /** The fee's order; the item is locked for it while the gift is open. */
  orderId: string;
  itemId: string;
  nftId: string;
  title: string;
  giverUuid: string;
  /** Lower case: an address matches whatever its case (part 1 §5). */
  receiverEmail: string;
  receiverUuid: string | null;
  status: GiftStatus;
  /** How the giver pays the fee (the recovery sweep charges it so if the request stopped). */
  method: PaymentChoice;
  /** The request's identity, so a retry with the same Idempotency-Key is the same gift. */
  fingerprint: string;
  createdAt: string;
  updatedAt: string;
  /** When the waiting gift was paid: the reclaim window counts from then. */
  paidAt: string | null;
}

export const GIFT_ENTITY = 'gift';
export const giftKey = (id: string) => ({ pk: `GIFT#${id}`, sk: 'GIFT' });
const waitingPk = (email: string) => `GIFT_TO#${email}`;

/** A gift's order id (the item's lock): the gift's id, so the lock names its gift. */
export const giftOrderId = (giftId: string) => `gift:${giftId}`;
export const giftIdOfOrder = (orderId: string) =>
  orderId.startsWith('gift:') ? orderId.slice('gift:'.length) : undefined;

export const giftFromItem = (item: Item) => recordOf<GiftRecord>(item);

export const getGift = (db: Db, id: string) => getItem(db, giftKey(id).pk, giftKey(id).sk, giftFromItem);

/** A new gift being paid, in the recovery index from its start (the sweep finishes a payment left unfinished). */
export const putNewGift = (db: Db, gift: GiftRecord): TransactItem =>
  putNew(db, {
    ...giftKey(gift.id),
    ...recoveryIndexKeys(gift.orderId, gift.createdAt),
    entity: GIFT_ENTITY,
    ...gift,
  });

/**
 * The paid gift waits for its address to sign up: findable by that address (gsi1, sparse), and in the recovery
 * index again from `endsAt`, when the sweep gives back what is still unclaimed.
 */
export const markGiftWaiting = (
  db: Db,
  id: string,
  at: string,
  endsAt: string,
  email: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: giftKey(id),
    UpdateExpression:
      'SET #status = :waiting, updatedAt = :at, paidAt = :at, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
    ConditionExpression: '#status = :paying',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':waiting': 'waiting',
      ':paying': 'paying',
      ':at': at,
      ':gsi1pk': waitingPk(email),
      ':gsi1sk': `${at}#${id}`,
      ...Object.fromEntries(
        Object.entries(recoveryIndexKeys(giftOrderId(id), endsAt)).map(([name, value]) => [
          `:${name}`,
          value,
        ]),
      ),
    },
  },
});

/** Ends an open gift (from `from`), out of both indexes: of two racing ends exactly one commits. */
export const endGift = (
  db: Db,
  id: string,
  from: 'paying' | 'waiting',
  end: { status: 'delivered'; receiverUuid: string } | { status: 'declined' | 'reclaimed' },
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: giftKey(id),
    UpdateExpression: `SET #status = :to, updatedAt = :at, receiverUuid = :receiver ${LEAVE_RECOVERY_INDEX}, gsi1pk, gsi1sk`,
    ConditionExpression: '#status = :from',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':to': end.status,
      ':from': from,
      ':at': at,
      ':receiver': end.status === 'delivered' ? end.receiverUuid : null,
    },
  },
});

/** The gifts waiting for an address (gsi1: eventually consistent; each is read again before it is delivered). */
export const listGiftsWaitingFor = (db: Db, email: string) =>
  queryItems(db, { index: 'gsi1', pk: waitingPk(email.toLowerCase()) }, giftFromItem);
