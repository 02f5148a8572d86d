import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { messages } from '../../../shared/domain/messages';
import { type TransactItem, transactWrite } from '../../data/db';
import type { OrderLineItem, OrderRecord } from '../../data/order';
import type { TransactionRow } from '../../data/transaction-report';
import type { Deps } from '../../lib/deps';
import { InsufficientFundsError } from '../ledger/errors';
import type { MovementInput } from '../ledger/movement';
import { type LedgerContext, type PostedMovement, postMovement } from '../ledger/post-movement';
import { methodCode, methodLabel, type ResolvedPayment } from './payment-method';
import type { OrderQuote } from './pricing';

export type ChargeResult =
  | { status: 'paid'; order: OrderRecord; replayed: boolean }
  | { status: 'declined'; order: OrderRecord; replayed: boolean; message: string };

/** A card payment waiting on 3-D Secure: the order stays pending, nothing moved yet. */
export interface ChargeChallenge {
  status: 'challenge';
  order: OrderRecord;
  /** The processor's challenge page. */
  redirectUrl: string;
  /** The processor's payment waiting on it. */
  paymentId: string;
}

export type ChargeOrderResult = ChargeResult | ChargeChallenge;

/** Paid stays paid when refunds follow; a retry answers 'declined' with 'Payment failed.' as the first call did. */
export const chargeResult = (order: OrderRecord, replayed: boolean): ChargeResult =>
  order.status === 'declined'
    ? { status: 'declined', order, replayed, message: messages.paymentFailed }
    : { status: 'paid', order, replayed };

/** The ledger key of the movement paying an order (its refunds' keys start with it). */
export const orderMovementKey = (orderId: string) => `order:${orderId}`;

export const ledgerContext = (deps: Deps): LedgerContext => ({
  db: deps.db,
  now: deps.clock.now(),
  newId: deps.newId,
});

export const isCancelled = (error: unknown) => error instanceof TransactionCanceledException;

export const lineItemOf = (payment: ResolvedPayment, quote: OrderQuote): OrderLineItem => ({
  amountCents: quote.priceCents,
  coin: quote.coin?.coin ?? null,
  coinMicros: quote.coin?.micros ?? null,
  usdAmountCents: quote.totalCents,
  method: methodCode(payment),
  last4: payment.type === 'card' ? payment.last4 : null,
});

/** The order's line in the user's transaction report, dated when it was paid. */
export const transactionRowOf = (order: OrderRecord): TransactionRow => ({
  occurredAt: order.updatedAt,
  kind: order.kind,
  title: order.title,
  edition: order.items.find((item) => item.edition !== undefined)?.edition ?? null,
  amountCents: order.totalCents,
  paymentMethod: methodLabel(order.payment),
  reference: order.id,
});

/**
 * Posts a payment's movement with `alsoWrite` (what the payment changes) in its transaction. When the balance
 * is short, drops the pending record (`drop`, which holds only while the movement was never made) so the id
 * can be used again, and rethrows.
 */
export async function postOrDrop(
  deps: Deps,
  movement: MovementInput,
  alsoWrite: TransactItem[],
  drop: TransactItem[],
): Promise<PostedMovement> {
  try {
    return await postMovement(ledgerContext(deps), movement, alsoWrite);
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      await transactWrite(deps.db, drop).catch((dropError) => {
        if (!isCancelled(dropError)) throw dropError;
      });
    }
    throw error;
  }
}
