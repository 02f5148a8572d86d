import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { userKey } from './user';

/** A storefront creator (issue 15): made when a user claims an invitation; one creator per user, one user each. */
export interface CreatorRecord {
  id: string;
  userUuid: string;
  name: string;
  bio: string;
  avatarKey: string | null;
  payoutType: 'fiat' | 'crypto';
  createdAt: string;
}

export const CREATOR_ENTITY = 'creator';
export const creatorKey = (id: string) => ({ pk: `CREATOR#${id}`, sk: 'CREATOR' });
/** The user's link to their creator: its conditional put keeps one creator per user. */
const userCreatorKey = (userUuid: string) => ({ pk: userKey(userUuid).pk, sk: 'CREATOR' });
const CREATORS_PK = 'CREATORS';
/** The list sorts by name, case-insensitively; the id keeps twins apart. */
const nameSk = (record: Pick<CreatorRecord, 'name' | 'id'>) => `${record.name.toLowerCase()}#${record.id}`;

const creatorItem = (record: CreatorRecord): Item => ({
  ...creatorKey(record.id),
  gsi1pk: CREATORS_PK,
  gsi1sk: nameSk(record),
  entity: CREATOR_ENTITY,
  ...record,
});

export const creatorFromItem = (item: Item) => recordOf<CreatorRecord>(item);

export const getCreator = (db: Db, id: string) =>
  getItem(db, creatorKey(id).pk, creatorKey(id).sk, creatorFromItem);

/** The creator's id of a user, if they claimed one. */
export const getUserCreatorId = (db: Db, userUuid: string) =>
  getItem(db, userCreatorKey(userUuid).pk, userCreatorKey(userUuid).sk, (item) => String(item.creatorId));

/** A new creator and the user's link to it, both conditional: a user already a creator fails the transaction. */
export const putNewCreator = (db: Db, record: CreatorRecord): TransactItem[] => [
  putNew(db, creatorItem(record)),
  putNew(db, { ...userCreatorKey(record.userUuid), entity: 'user-creator', creatorId: record.id }),
];

/** Saves the profile's editable fields (the name moves the creator in the list). */
export const saveCreator = (db: Db, record: CreatorRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: creatorItem(record),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** Every creator, by name (eventually consistent: a list page). */
export const listCreators = (db: Db) => queryItems(db, { index: 'gsi1', pk: CREATORS_PK }, creatorFromItem);
