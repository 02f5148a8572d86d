import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CardScheme } from '../domain/cards/card-number';
import { type Db, getItem, type Item, queryItems, type TransactItem } from './db';
import { userKey } from './user';

/**
 * A saved card in the user's partition. `pending` while its 3-D Secure challenge runs (kept one hour by TTL),
 * then `active`. The processor holds the number; `sourceId` is its reference (cc_processor_payment_id).
 */
export interface CardRecord {
  id: string;
  userUuid: string;
  sourceId: string;
  scheme: CardScheme;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  fingerprint: string;
  name: string;
  country: string;
  zipCode: string;
  status: 'pending' | 'active';
  isDefault: boolean;
  /** The 3-D Secure session the card was verified with (null when it needed none). */
  sessionId: string | null;
  addedAt: string;
  /** The card slot it holds (see claimCardSlot); null for cards saved before slots existed. */
  slot: number | null;
}

const CARD_PREFIX = 'CARD#';

export const cardKey = (userUuid: string, id: string) => ({
  pk: userKey(userUuid).pk,
  sk: `${CARD_PREFIX}${id}`,
});

const toItem = (card: CardRecord, ttl?: number): Item => ({
  ...cardKey(card.userUuid, card.id),
  entity: 'card',
  ...card,
  ...(ttl ? { ttl } : {}),
});

const fromItem = (item: Item): CardRecord => ({
  id: String(item.id),
  userUuid: String(item.userUuid),
  sourceId: String(item.sourceId),
  scheme: item.scheme as CardScheme,
  last4: String(item.last4),
  expiryMonth: Number(item.expiryMonth),
  expiryYear: Number(item.expiryYear),
  fingerprint: String(item.fingerprint),
  name: String(item.name),
  country: String(item.country),
  zipCode: String(item.zipCode),
  status: item.status === 'active' ? 'active' : 'pending',
  isDefault: item.isDefault === true,
  sessionId: typeof item.sessionId === 'string' ? item.sessionId : null,
  addedAt: String(item.addedAt),
  slot: typeof item.slot === 'number' ? item.slot : null,
});

/** A new card; a pending one disappears after `expiresAt` unless its challenge completes first. */
export const putNewCard = (db: Db, card: CardRecord, expiresAt?: Date): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: toItem(card, expiresAt && Math.ceil(expiresAt.getTime() / 1000)),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * One of the user's MAX_CARDS_PER_USER card slots. A card claims a free one in the transaction that saves it, so
 * simultaneous adds can never pass the maximum; a pending card's slot expires with it and goes when it is dropped.
 */
const SLOT_PREFIX = 'CARD_SLOT#';
const cardSlotKey = (userUuid: string, slot: number) => ({
  pk: userKey(userUuid).pk,
  sk: `${SLOT_PREFIX}${slot}`,
});

export const claimCardSlot = (
  db: Db,
  card: CardRecord & { slot: number },
  expiresAt?: Date,
): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: {
      ...cardSlotKey(card.userUuid, card.slot),
      entity: 'card-slot',
      cardId: card.id,
      ...(expiresAt ? { ttl: Math.ceil(expiresAt.getTime() / 1000) } : {}),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The slot of a card that became active: kept for good. */
const keepCardSlot = (db: Db, card: CardRecord): TransactItem[] =>
  card.slot === null
    ? []
    : [
        {
          Update: {
            TableName: db.tableName,
            Key: cardSlotKey(card.userUuid, card.slot),
            UpdateExpression: 'REMOVE #ttl',
            ConditionExpression: 'cardId = :cardId',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':cardId': card.id },
          },
        },
      ];

const releaseCardSlot = (db: Db, card: CardRecord): TransactItem[] =>
  card.slot === null
    ? []
    : [{ Delete: { TableName: db.tableName, Key: cardSlotKey(card.userUuid, card.slot) } }];

/** The slots taken now, whether or not their card is still pending. */
export const listTakenCardSlots = (db: Db, userUuid: string): Promise<number[]> =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: SLOT_PREFIX, consistent: true }, (item) =>
    Number(String(item.sk).slice(SLOT_PREFIX.length)),
  );

/** Activates a pending card (dropping its TTL); fails if it is no longer pending. */
export const activateCard = (db: Db, card: CardRecord, isDefault: boolean): TransactItem[] => [
  {
    Update: {
      TableName: db.tableName,
      Key: cardKey(card.userUuid, card.id),
      UpdateExpression: 'SET #status = :active, isDefault = :isDefault REMOVE #ttl',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':active': 'active', ':pending': 'pending', ':isDefault': isDefault },
    },
  },
  ...keepCardSlot(db, card),
];

/** Marks or unmarks an active card as the default; the condition keeps two defaults from racing in. */
export const setCardDefault = (db: Db, card: CardRecord, isDefault: boolean): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: cardKey(card.userUuid, card.id),
    UpdateExpression: 'SET isDefault = :isDefault',
    ConditionExpression: '#status = :active AND isDefault = :was',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':isDefault': isDefault, ':was': !isDefault, ':active': 'active' },
  },
});

/** Drops a card whose challenge did not succeed; fails if it is no longer pending (settled meanwhile). */
export const dropPendingCard = (db: Db, card: CardRecord): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: cardKey(card.userUuid, card.id),
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    },
  },
  ...releaseCardSlot(db, card),
];

/**
 * Removes a card the user no longer wants, active or pending, and frees its slot in the same transaction. Fails if
 * the card changed since it was read (settled, or made the default), so the caller reads it again.
 */
export const removeCard = (db: Db, card: CardRecord): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: cardKey(card.userUuid, card.id),
      ConditionExpression: '#status = :status AND isDefault = :isDefault',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': card.status, ':isDefault': card.isDefault },
    },
  },
  ...releaseCardSlot(db, card),
];

export const getCard = (db: Db, userUuid: string, id: string) =>
  getItem(db, cardKey(userUuid, id).pk, cardKey(userUuid, id).sk, fromItem);

/** The user's cards, pending ones included, oldest first (card ids are time-sortable). */
export const listCards = (db: Db, userUuid: string): Promise<CardRecord[]> =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: CARD_PREFIX, consistent: true }, fromItem);

/** Declines of one card (by fingerprint) for one user; the 5th pauses the card until `pausedUntil`. */
export interface CardDeclinesRecord {
  fingerprint: string;
  declines: number;
  pausedUntil: string | null;
}

const DECLINES_PREFIX = 'CARD_DECLINES#';
const declinesKey = (userUuid: string, fingerprint: string) => ({
  pk: userKey(userUuid).pk,
  sk: `${DECLINES_PREFIX}${fingerprint}`,
});

const declinesFromItem = (item: Item): CardDeclinesRecord => ({
  fingerprint: String(item.fingerprint),
  declines: Number(item.declines ?? 0),
  pausedUntil: typeof item.pausedUntil === 'string' ? item.pausedUntil : null,
});

const oneMoreDecline = (db: Db, userUuid: string, fingerprint: string) => ({
  TableName: db.tableName,
  Key: declinesKey(userUuid, fingerprint),
  UpdateExpression: 'SET entity = :entity, fingerprint = :fingerprint ADD declines :one',
  ExpressionAttributeValues: { ':entity': 'card-declines', ':fingerprint': fingerprint, ':one': 1 },
});

/** Counts one decline and answers the new count. */
export async function addCardDecline(db: Db, userUuid: string, fingerprint: string): Promise<number> {
  const { Attributes } = await db.client.send(
    new UpdateCommand({ ...oneMoreDecline(db, userUuid, fingerprint), ReturnValues: 'ALL_NEW' }),
  );
  return Number(Attributes?.declines ?? 1);
}

/** Counts one decline in the same transaction as the change it comes with (dropping the declined card). */
export const countCardDecline = (db: Db, userUuid: string, fingerprint: string): TransactItem => ({
  Update: oneMoreDecline(db, userUuid, fingerprint),
});

/** Pauses the card until `until` and starts counting its declines afresh. */
export async function pauseCard(db: Db, userUuid: string, fingerprint: string, until: Date): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: declinesKey(userUuid, fingerprint),
      UpdateExpression: 'SET pausedUntil = :until, declines = :zero',
      ExpressionAttributeValues: { ':until': until.toISOString(), ':zero': 0 },
    }),
  );
}

export const getCardDeclines = (db: Db, userUuid: string, fingerprint: string) =>
  getItem(db, declinesKey(userUuid, fingerprint).pk, declinesKey(userUuid, fingerprint).sk, declinesFromItem);

/** Every decline record of the user, for the pause markers of the card list. */
export const listCardDeclines = (db: Db, userUuid: string): Promise<CardDeclinesRecord[]> =>
  queryItems(
    db,
    { pk: userKey(userUuid).pk, skBeginsWith: DECLINES_PREFIX, consistent: true },
    declinesFromItem,
  );
