import type { TransactionKind } from '../../shared/domain/enums';
import type { Payee } from '../domain/payments/payees';
import type { ResolvedPayment } from '../domain/payments/payment-method';
import type { OrderQuote } from '../domain/payments/pricing';
import { type Db, getItem, type Item, putNew, recordOf, type TransactItem } from './db';
import { movementNotMade, type OrderItem } from './order';

/** The capture a hold is going through: the order it pays and who receives the captured price. */
export interface HoldCapture {
  orderId: string;
  amountCents: number;
  payees: Payee[];
  kind: TransactionKind;
  title: string;
  items: OrderItem[];
  fingerprint: string;
  requestedAt: string;
  /** Until when the payees' proceeds stay held (proceedsHeldUntil, read when the capture was requested). */
  proceedsHeldUntil?: string;
}

/**
 * `held`, then `capturing` -> `captured` or `releasing` -> `released`; `pending` while being placed, `declined`
 * when the card was refused. The in-between states name the one operation that won the hold.
 */
export type HoldStatus =
  | 'pending'
  | 'held'
  | 'declined'
  | 'capturing'
  | 'captured'
  | 'releasing'
  | 'released';

/**
 * Money held for a bid: a card authorization, or a balance moved to the user's held account. The quote is of
 * the bid's amount; a capture may take less.
 */
export interface HoldRecord extends OrderQuote {
  id: string;
  userUuid: string;
  payment: ResolvedPayment;
  status: HoldStatus;
  /** The processor's authorization of a card hold. */
  paymentId: string | null;
  fingerprint: string;
  capture: HoldCapture | null;
  createdAt: string;
  updatedAt: string;
}

export const holdKey = (id: string) => ({ pk: `HOLD#${id}`, sk: 'HOLD' });

const toItem = (hold: HoldRecord): Item => ({ ...holdKey(hold.id), entity: 'payment-hold', ...hold });

export const getHold = (db: Db, id: string) =>
  getItem(db, holdKey(id).pk, holdKey(id).sk, (item) => recordOf<HoldRecord>(item));

export const putNewHold = (db: Db, hold: HoldRecord): TransactItem => putNew(db, toItem(hold));

/** Moves the hold from one status to the next (with what the step learnt), only if it is still in `from`. */
export function advanceHold(
  db: Db,
  id: string,
  from: HoldStatus,
  to: HoldStatus,
  at: string,
  changes: Partial<Pick<HoldRecord, 'paymentId' | 'capture'>> = {},
): TransactItem {
  const names = Object.keys(changes);
  return {
    Update: {
      TableName: db.tableName,
      Key: holdKey(id),
      UpdateExpression: ['SET #status = :to, updatedAt = :at', ...names.map((n) => `#${n} = :${n}`)].join(
        ', ',
      ),
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: {
        '#status': 'status',
        ...Object.fromEntries(names.map((n) => [`#${n}`, n])),
      },
      ExpressionAttributeValues: {
        ':to': to,
        ':from': from,
        ':at': at,
        ...Object.fromEntries(Object.entries(changes).map(([n, value]) => [`:${n}`, value])),
      },
    },
  };
}

/** Drops a pending hold whose balance was short, only if its movement was never made. */
export const dropPendingHold = (db: Db, id: string, movementKey: string): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: holdKey(id),
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    },
  },
  movementNotMade(db, movementKey),
];

/** Writes a placed hold over its pending record, which a twin that found the balance short may have dropped. */
export const putPlacedHold = (db: Db, hold: HoldRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: toItem(hold),
    ConditionExpression: 'attribute_not_exists(pk) OR #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  },
});
