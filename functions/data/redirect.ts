import { type Db, type Item, queryItems, type TransactItem } from './db';

/** Paths the web's catch-all route sends elsewhere (retired pages, renamed drops). */
export interface RedirectRecord {
  from: string;
  to: string;
  permanent: boolean;
}

const PARTITION = 'REDIRECT';

export const toItem = (redirect: RedirectRecord): Item => ({
  pk: PARTITION,
  sk: redirect.from,
  entity: 'redirect',
  ...redirect,
});

export const fromItem = (item: Item): RedirectRecord => ({
  from: String(item.from),
  to: String(item.to),
  permanent: Boolean(item.permanent),
});

export const listRedirects = (db: Db) => queryItems(db, { pk: PARTITION }, fromItem);

export const putRedirect = (db: Db, redirect: RedirectRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(redirect) },
});
