import { type Db, getItem, type Item, type TransactItem } from './db';

/**
 * One item per taken e-mail, username and phone number, written with a conditional put in the same transaction
 * as the user: two sign-ups can never take the same value. It also answers "which user has this e-mail".
 */
export type UniqueField = 'email' | 'username' | 'phone';

const normalized = (field: UniqueField, value: string) => (field === 'phone' ? value : value.toLowerCase());

export const uniquenessKey = (field: UniqueField, value: string) => ({
  pk: `UNIQUE#${field}#${normalized(field, value)}`,
  sk: 'UNIQUE',
});

export const claimUnique = (db: Db, field: UniqueField, value: string, userUuid: string): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: { ...uniquenessKey(field, value), entity: 'user-uniqueness', field, userUuid },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const releaseUnique = (db: Db, field: UniqueField, value: string): TransactItem => ({
  Delete: { TableName: db.tableName, Key: uniquenessKey(field, value) },
});

/** The uuid of the user holding a value, read consistently from the uniqueness item (never through a GSI). */
export async function findUserUuid(db: Db, field: UniqueField, value: string): Promise<string | undefined> {
  const { pk, sk } = uniquenessKey(field, value);
  return getItem(db, pk, sk, (item: Item) => String(item.userUuid));
}
