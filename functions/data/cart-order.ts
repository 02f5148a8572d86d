import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, recordOf, type TransactItem } from './db';
import { advanceWork, recoveryIndexKeys } from './recovery-index';

/**
 * A cart order: several resale listings bought with one payment (a cart's checkout or a collection's floor
 * sweep), keyed by its order id (also the id of its one payment order). Each line is reserved, then delivered or
 * failed on its own: `pending` -> `reserved` (the listing held for this order, same transaction) -> `bought` (the
 * item moved, same transaction) or `failed` with its reason; a line never reserved is never charged. The order is
 * `reserving`, then `paying` (the one charge of the reserved lines), then `completed` (every line bought or failed)
 * or `failed` (nothing reserved, or the payment refused and every listing back on sale). Until it ends it sits in
 * the recovery index, so the recovery sweep (or the 3-D Secure workflow) finishes it when its request does not.
 *
 * Access patterns: by id (pk), read only by its buyer.
 */
export type CartLineStatus = 'pending' | 'reserved' | 'bought' | 'failed';
export type CartLineFailure = 'sold' | 'removed' | 'price_changed' | 'payment_declined' | 'undeliverable';
export type CartOrderStatus = 'reserving' | 'paying' | 'completed' | 'failed';

export interface CartLineRecord {
  listingId: string;
  nftId: string;
  title: string;
  priceCents: number;
  status: CartLineStatus;
  reason: CartLineFailure | null;
  /** The edition received, once bought. */
  itemId: string | null;
  sequence: number | null;
}

export interface CartOrderRecord {
  id: string;
  userUuid: string;
  /** 'sweep': the lines were picked from a collection's cheapest listings. */
  kind: 'cart' | 'sweep';
  method: PaymentChoice;
  /** A hash of the request: the same order id with another request is refused. */
  fingerprint: string;
  lines: CartLineRecord[];
  status: CartOrderStatus;
  createdAt: string;
  updatedAt: string;
}

export const CART_ORDER_ENTITY = 'cartOrder';

const cartOrderKey = (id: string) => ({ pk: `CART_ORDER#${id}`, sk: 'CART_ORDER' });

export const cartOrderFromItem = (item: Item): CartOrderRecord => recordOf<CartOrderRecord>(item);

export const getCartOrder = (db: Db, id: string) =>
  getItem(db, cartOrderKey(id).pk, cartOrderKey(id).sk, cartOrderFromItem);

/** A new cart order, in the recovery index from this write until it ends; refused if the id exists. */
export const putNewCartOrder = (db: Db, order: CartOrderRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: {
      ...cartOrderKey(order.id),
      ...recoveryIndexKeys(order.id, order.createdAt),
      entity: CART_ORDER_ENTITY,
      ...order,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Moves line `index` from `from` to `to` (with its reason or edition), only if it is still `from`. */
export const setCartLine = (
  db: Db,
  orderId: string,
  index: number,
  from: CartLineStatus,
  to: Pick<CartLineRecord, 'status'> & Partial<Pick<CartLineRecord, 'reason' | 'itemId' | 'sequence'>>,
  at: string,
): TransactItem => {
  const sets = Object.keys(to).map((_, i) => `#lines[${index}].#f${i} = :v${i}`);
  return {
    Update: {
      TableName: db.tableName,
      Key: cartOrderKey(orderId),
      UpdateExpression: `SET ${sets.join(', ')}, updatedAt = :at`,
      ConditionExpression: `#lines[${index}].#status = :from`,
      ExpressionAttributeNames: {
        '#lines': 'lines',
        '#status': 'status',
        ...Object.fromEntries(Object.keys(to).map((name, i) => [`#f${i}`, name])),
      },
      ExpressionAttributeValues: {
        ':from': from,
        ':at': at,
        ...Object.fromEntries(Object.values(to).map((value, i) => [`:v${i}`, value])),
      },
    },
  };
};

/** The order moves on from one of `from`; an end (`at`) takes it out of the recovery index. */
export const advanceCartOrder = (
  db: Db,
  orderId: string,
  from: readonly CartOrderStatus[],
  step: { status: CartOrderStatus; at?: string; updatedAt: string },
): TransactItem => advanceWork(db, cartOrderKey(orderId), from, step);
