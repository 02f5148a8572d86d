import { type Db, type Item, queryItems, type TransactItem } from './db';

export interface CategoryRecord {
  id: string;
  title: string;
  position: number;
}

const PARTITION = 'CATEGORY';

export const toItem = (category: CategoryRecord): Item => ({
  pk: PARTITION,
  sk: `${String(category.position).padStart(4, '0')}#${category.id}`,
  entity: 'category',
  ...category,
});

export const fromItem = (item: Item): CategoryRecord => ({
  id: String(item.id),
  title: String(item.title),
  position: Number(item.position),
});

export const listCategories = (db: Db) => queryItems(db, { pk: PARTITION }, fromItem);

export const putCategory = (db: Db, category: CategoryRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(category) },
});
