import { type Db, getItem, type Item, type TransactItem } from './db';

/** Editorial HTML (drop rules, privacy policy, terms of service, about), sanitized when written and when read. */
export interface CmsPageRecord {
  key: string;
  title: string;
  html: string;
  updatedAt: string;
}

export const cmsPageKey = (key: string) => ({ pk: `CMS#${key}`, sk: 'CMS' });

export const toItem = (page: CmsPageRecord): Item => ({
  ...cmsPageKey(page.key),
  entity: 'cms-page',
  ...page,
});

export const fromItem = (item: Item): CmsPageRecord => ({
  key: String(item.key),
  title: String(item.title),
  html: String(item.html),
  updatedAt: String(item.updatedAt),
});

export const getCmsPage = (db: Db, key: string) =>
  getItem(db, cmsPageKey(key).pk, cmsPageKey(key).sk, fromItem);

export const putCmsPage = (db: Db, page: CmsPageRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(page) },
});
