import { type Db, getItem, type Item, put, recordOf, type TransactItem } from './db';

/**
 * Why a checkout that had answered 202 'accepted' failed before it reserved anything (sold out, a limit, a
 * refused payment method): what GET /payments/orders/{id} shows instead of 'pending' forever. Kept a day.
 */
export interface CheckoutFailureRecord {
  orderId: string;
  userUuid: string;
  detail: string;
  code: string;
  failedAt: string;
}

const KEPT_SECONDS = 24 * 60 * 60;

const failureKey = (orderId: string) => ({ pk: `CHECKOUT_FAILURE#${orderId}`, sk: 'FAILURE' });

export const putCheckoutFailure = (db: Db, failure: CheckoutFailureRecord): TransactItem =>
  put(db, {
    ...failureKey(failure.orderId),
    entity: 'checkout-failure',
    ttl: Math.floor(Date.parse(failure.failedAt) / 1000) + KEPT_SECONDS,
    ...failure,
  });

export const getCheckoutFailure = (db: Db, orderId: string) =>
  getItem(db, failureKey(orderId).pk, failureKey(orderId).sk, (item: Item) =>
    recordOf<CheckoutFailureRecord>(item),
  );
