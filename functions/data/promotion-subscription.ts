import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { userKey } from './user';

/**
 * A user's registered interest in a promotion: one item in the user's partition (a subscription writes nothing
 * shared); gsi1 (`PROMOTION_SUBSCRIBERS#<uuid>`, by date) lists a promotion's subscribers for marketing exports.
 */
export interface PromotionSubscriptionRecord {
  userUuid: string;
  promotionUuid: string;
  subscribedAt: string;
}

const SUBSCRIPTION_PREFIX = 'PROMOTION#';

export const promotionSubscriptionKey = (userUuid: string, promotionUuid: string) => ({
  pk: userKey(userUuid).pk,
  sk: `${SUBSCRIPTION_PREFIX}${promotionUuid}`,
});

const toItem = (subscription: PromotionSubscriptionRecord): Item => ({
  ...promotionSubscriptionKey(subscription.userUuid, subscription.promotionUuid),
  gsi1pk: `PROMOTION_SUBSCRIBERS#${subscription.promotionUuid}`,
  gsi1sk: `${subscription.subscribedAt}#${subscription.userUuid}`,
  entity: 'promotion-subscription',
  ...subscription,
});

const fromItem = (item: Item) => recordOf<PromotionSubscriptionRecord>(item);

/** Conditional: a second subscription of the same user to the same promotion fails (the caller treats it as done). */
export const putNewPromotionSubscription = (
  db: Db,
  subscription: PromotionSubscriptionRecord,
): TransactItem => putNew(db, toItem(subscription));

export const getPromotionSubscription = (db: Db, userUuid: string, promotionUuid: string) => {
  const key = promotionSubscriptionKey(userUuid, promotionUuid);
  return getItem(db, key.pk, key.sk, fromItem);
};

/** Every promotion the user registered interest in (a short list: one per coming drop at most). */
export const listUserPromotionSubscriptions = (db: Db, userUuid: string) =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: SUBSCRIPTION_PREFIX, consistent: true }, fromItem);
