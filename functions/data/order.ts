import type { Currency, PaymentMethod, TransactionKind } from '../../shared/domain/enums';
import type { Payee } from '../domain/payments/payees';
import type { ResolvedPayment } from '../domain/payments/payment-method';
import type { OrderQuote } from '../domain/payments/pricing';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { ledgerMovementKey } from './ledger-movement';
import { LEAVE_RECOVERY_INDEX, recoveryIndexKeys } from './recovery-index';

/** What an order bought, e.g. { type: 'auction', id, edition: 12 } or { type: 'pack', id }. */
export interface OrderItem {
  type: string;
  id: string;
  edition?: number;
}

/**
 * The line_item of a History entry (spec part 1 §3) in minor units: the item's USD price, the coin and its
 * micro-units when a coin paid (else null), the USD paid with fees, the method code, the card's last 4 digits.
 */
export interface OrderLineItem {
  amountCents: number;
  coin: Currency | null;
  coinMicros: number | null;
  usdAmountCents: number;
  method: PaymentMethod;
  last4: string | null;
}

/** One refund of an order, keyed on the order by the caller's idempotency key. */
export interface OrderRefund {
  amountCents: number;
  /** What each payee leg gives back, in the order of `payeeLegs`. */
  shares: number[];
  /** Coin micro-units going back to the buyer (0 unless a coin paid). */
  coinMicros: number;
  status: 'pending' | 'done';
  requestedAt: string;
  /**
   * A chargeback the card processor already took from us (its dispute's id): nothing is refunded at the processor,
   * and what a payee no longer has is recorded on their recovery account.
   */
  disputeId?: string;
}

/** The processor's 3-D Secure challenge of a pending card order: its session and where the cardholder goes. */
export interface OrderChallenge {
  sessionId: string;
  redirectUrl: string;
}

export type OrderStatus = 'pending' | 'paid' | 'declined' | 'refunded' | 'partially_refunded';

/**
 * A charge of a payment method for something bought, and the record behind order history. `pending` while the
 * processor or the ledger is being asked; a bid's order is written `paid` when its hold is captured.
 */
export interface OrderRecord extends OrderQuote {
  id: string;
  userUuid: string;
  kind: TransactionKind;
  title: string;
  items: OrderItem[];
  payment: ResolvedPayment;
  payees: Payee[];
  lineItem: OrderLineItem;
  status: OrderStatus;
  /** The processor's payment of a card order, which refunds name. */
  paymentId: string | null;
  /** The bid hold whose capture paid this order. */
  holdId: string | null;
  /** A card payment waiting on a 3-D Secure challenge (with paymentId set), while the order is pending. */
  challenge?: OrderChallenge;
  /** Hash of the request, so a retry is told apart from another order reusing the id. */
  fingerprint: string;
  refundedCents: number;
  refunds: Record<string, OrderRefund>;
  /** Until when the payees' credit or earnings from this order stay held (proceedsHeldUntil); none: not held. */
  proceedsHeldUntil?: string;
  createdAt: string;
  updatedAt: string;
}

export const orderKey = (id: string) => ({ pk: `ORDER#${id}`, sk: 'ORDER' });

const userOrdersPartition = (userUuid: string) => `ORDERS#${userUuid}`;

export const ORDER_ENTITY = 'order';

export const orderFromItem = (item: Item) => recordOf<OrderRecord>(item);

const toItem = (order: OrderRecord): Item => ({
  ...orderKey(order.id),
  entity: ORDER_ENTITY,
  gsi1pk: userOrdersPartition(order.userUuid),
  gsi1sk: `${order.createdAt}#${order.id}`,
  ...order,
});

const fromItem = (item: Item) => recordOf<OrderRecord>(item);

export const getOrder = (db: Db, id: string) => getItem(db, orderKey(id).pk, orderKey(id).sk, fromItem);

/** A user's orders, newest first (order history); through a GSI, so an order just written may be missing. */
export const listUserOrders = (db: Db, userUuid: string, limit?: number) =>
  queryItems(db, { index: 'gsi1', pk: userOrdersPartition(userUuid), descending: true, limit }, fromItem);

export const putNewOrder = (db: Db, order: OrderRecord): TransactItem => putNew(db, toItem(order));

/**
 * Writes the order as it ends up (paid) over its pending record. The record may be gone: a twin request
 * that found the balance short dropped it while this one's movement went through.
 */
export const putSettledOrder = (db: Db, order: OrderRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: toItem(order),
    ConditionExpression: 'attribute_not_exists(pk) OR #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  },
});

/** Notes the processor's payment waiting on a challenge on the pending order (twins note the same). */
export const recordOrderChallenge = (
  db: Db,
  id: string,
  paymentId: string,
  challenge: OrderChallenge,
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: orderKey(id),
    UpdateExpression: 'SET paymentId = :paymentId, challenge = :challenge, updatedAt = :at',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':paymentId': paymentId,
      ':challenge': challenge,
      ':pending': 'pending',
      ':at': at,
    },
  },
});

/** A pending order the processor declined. */
export const declinePendingOrder = (db: Db, id: string, at: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: orderKey(id),
    UpdateExpression: 'SET #status = :declined, updatedAt = :at',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':declined': 'declined', ':pending': 'pending', ':at': at },
  },
});

/** Holds only while the ledger has no movement under `movementKey`: a drop never races a payment that went through. */
export const movementNotMade = (db: Db, movementKey: string): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: ledgerMovementKey(movementKey),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Drops a pending order whose balance was short, only if its movement was never made: the order id may then
 * be used again, with another payment method.
 */
export const dropPendingOrder = (db: Db, id: string, movementKey: string): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: orderKey(id),
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    },
  },
  movementNotMade(db, movementKey),
];

/**
 * Adds a refund to the order, provided nothing was refunded since `order` was read (so shares are computed on
 * what is really left) and the key is new. The order sits in the recovery index until the refund is done, so the
 * recovery sweep finishes a refund its caller left half-way.
 */
export function reserveRefund(
  db: Db,
  order: OrderRecord,
  key: string,
  refund: OrderRefund,
  status: OrderStatus,
): TransactItem {
  const recovery = recoveryIndexKeys(order.id, refund.requestedAt);
  return {
    Update: {
      TableName: db.tableName,
      Key: orderKey(order.id),
      UpdateExpression:
        'SET refunds.#key = :refund, refundedCents = :after, #status = :status, updatedAt = :at, gsi3pk = :g3pk, gsi3sk = :g3sk',
      ConditionExpression: 'refundedCents = :before AND attribute_not_exists(refunds.#key)',
      ExpressionAttributeNames: { '#key': key, '#status': 'status' },
      ExpressionAttributeValues: {
        ':refund': refund,
        ':after': order.refundedCents + refund.amountCents,
        ':before': order.refundedCents,
        ':status': status,
        ':at': refund.requestedAt,
        ':g3pk': recovery.gsi3pk,
        ':g3sk': recovery.gsi3sk,
      },
    },
  };
}

/** Marks a refund done once its money moved (and the card was refunded), out of the recovery index. */
export const completeRefund = (db: Db, id: string, key: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: orderKey(id),
    UpdateExpression: `SET refunds.#key.#status = :done ${LEAVE_RECOVERY_INDEX}`,
    ConditionExpression: 'attribute_exists(refunds.#key)',
    ExpressionAttributeNames: { '#key': key, '#status': 'status' },
    ExpressionAttributeValues: { ':done': 'done' },
  },
});
