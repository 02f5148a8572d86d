import { type Db, getItem, type Item, put, recordOf, type TransactItem } from './db';

/** A promotion people register interest in ('Sign Up & Register interest'), e.g. a coming drop's. */
export interface PromotionRecord {
  uuid: string;
  dropId: string;
  title: string;
}

export const promotionKey = (uuid: string) => ({ pk: `PROMOTION#${uuid}`, sk: 'PROMOTION' });

const toItem = (promotion: PromotionRecord): Item => ({
  ...promotionKey(promotion.uuid),
  entity: 'promotion',
  ...promotion,
});

const fromItem = (item: Item) => recordOf<PromotionRecord>(item);

export const getPromotion = (db: Db, uuid: string) =>
  getItem(db, promotionKey(uuid).pk, promotionKey(uuid).sk, fromItem);

export const putPromotion = (db: Db, promotion: PromotionRecord): TransactItem => put(db, toItem(promotion));
