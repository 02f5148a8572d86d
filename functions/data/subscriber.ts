import type { Db, Item, TransactItem } from './db';

/** One item per e-mail address: the conditional put makes a subscription unique. */
export interface SubscriberRecord {
  email: string;
  tags: string[];
  subscribedAt: string;
}

export const subscriberKey = (email: string) => ({
  pk: `SUBSCRIBER#${email.toLowerCase()}`,
  sk: 'SUBSCRIBER',
});

export const toItem = (subscriber: SubscriberRecord): Item => ({
  ...subscriberKey(subscriber.email),
  entity: 'subscriber',
  ...subscriber,
});

export const putNewSubscriber = (db: Db, subscriber: SubscriberRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(subscriber), ConditionExpression: 'attribute_not_exists(pk)' },
});
