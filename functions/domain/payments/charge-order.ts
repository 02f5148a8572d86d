import type { TransactionKind } from '../../../shared/domain/enums';
import { transactWrite } from '../../data/db';
import {
  declinePendingOrder,
  dropPendingOrder,
  getOrder,
  type OrderItem,
  type OrderRecord,
  putNewOrder,
  putSettledOrder,
} from '../../data/order';
import { putNewTransactionRow } from '../../data/transaction-report';
import type { Deps } from '../../lib/deps';
import { recordCardDecline } from '../cards/declines';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { chargeLegs } from './legs';
import {
  type ChargeResult,
  chargeResult,
  isCancelled,
  lineItemOf,
  orderMovementKey,
  postOrDrop,
  transactionRowOf,
} from './order-record';
import { type Payee, payeeLegs, payeesOf } from './payees';
import type { PaymentChoice } from './payment-method';
import { priceOrder } from './pricing';
import { livePricing } from './quote-order';
import {
  assertKeyPart,
  assertSameRequest,
  choiceParts,
  fingerprintOf,
  itemParts,
  payeeParts,
} from './request-fingerprint';
import { assertMayCharge, resolvePayment } from './resolve-payment';

export interface ChargeOrderInput {
  /** The caller's id of this payment: a retry with the same id charges once and answers the first result. */
  orderId: string;
  userUuid: string;
  method: PaymentChoice;
  priceCents: number;
  /** Who receives the price (default: all of it to platform revenue); fees always go to revenue. */
  payees?: Payee[];
  kind: TransactionKind;
  title: string;
  items?: OrderItem[];
  /** An Amex-only sale: 'You must add an Amex card to proceed'. */
  requireAmex?: boolean;
}

/**
 * Charges a payment method for an order. Paused card, non-Amex card for an Amex-only sale and a switched-off
 * method are refused before anything happens; a short balance throws InsufficientFundsError ('Choose another
 * payment method') and leaves nothing behind; a card decline is counted (the 5th pauses the card) and answers
 * 'declined' with 'Payment failed.'. Idempotent by orderId, concurrent retries included: the processor charge
 * carries the order id as its reference, and the ledger movement a key derived from it.
 */
export async function chargeOrder(deps: Deps, input: ChargeOrderInput): Promise<ChargeResult> {
  assertKeyPart(input.orderId, 'An order id');
  const payees = payeesOf(input.priceCents, input.payees);
  const items = input.items ?? [];
  const fingerprint = fingerprintOf([
    input.userUuid,
    choiceParts(input.method),
    input.priceCents,
    payeeParts(payees),
    input.kind,
    input.title,
    itemParts(items),
    input.requireAmex ?? false,
  ]);
  const existing = await getOrder(deps.db, input.orderId);
  if (existing) return continueOrder(deps, existing, fingerprint);

  const payment = await resolvePayment(deps, input.userUuid, input.method);
  await assertMayCharge(deps, input.userUuid, payment, input.requireAmex ?? false);
  const quote = priceOrder(input.priceCents, await livePricing(deps, payment));
  const now = deps.clock.now().toISOString();
  const order: OrderRecord = {
    ...quote,
    id: input.orderId,
    userUuid: input.userUuid,
    kind: input.kind,
    title: input.title,
    items,
    payment,
    payees,
    lineItem: lineItemOf(payment, quote),
    status: 'pending',
    paymentId: null,
    holdId: null,
    fingerprint,
    refundedCents: 0,
    refunds: {},
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWrite(deps.db, [putNewOrder(deps.db, order)]);
  } catch (error) {
    // A concurrent twin created it first: carry on with its record (and its quote).
    const twin = isCancelled(error) ? await getOrder(deps.db, order.id) : undefined;
    if (!twin) throw error;
    return continueOrder(deps, twin, fingerprint);
  }
  return pay(deps, order, false);
}

function continueOrder(deps: Deps, order: OrderRecord, fingerprint: string): Promise<ChargeResult> {
  assertSameRequest(order, fingerprint, order.id);
  return order.status === 'pending' ? pay(deps, order, true) : Promise.resolve(chargeResult(order, true));
}

async function pay(deps: Deps, order: OrderRecord, replayed: boolean): Promise<ChargeResult> {
  if (order.payment.type !== 'card') return settle(deps, order, replayed);
  const charged = await deps.cards.charge(order.payment.sourceId, order.totalCents, order.id);
  if (charged.status === 'approved')
    return settle(deps, { ...order, paymentId: charged.paymentId }, replayed);
  const at = deps.clock.now().toISOString();
  try {
    await transactWrite(deps.db, [declinePendingOrder(deps.db, order.id, at)]);
  } catch (error) {
    return chargeResult(await decidedOrder(deps, order.id, error), replayed);
  }
  // Only the call that declined the order counts the decline, so concurrent retries count it once.
  await recordCardDecline(deps, order.userUuid, order.payment.fingerprint);
  return chargeResult({ ...order, status: 'declined', updatedAt: at }, replayed);
}

/**
 * Moves the money, marking the order paid with its transaction line in the same transaction. A movement made
 * before (by a twin or an earlier try) paid the order with it: answer that.
 */
async function settle(deps: Deps, order: OrderRecord, replayed: boolean): Promise<ChargeResult> {
  const movementKey = orderMovementKey(order.id);
  const paid: OrderRecord = { ...order, status: 'paid', updatedAt: deps.clock.now().toISOString() };
  try {
    const posted = await postOrDrop(
      deps,
      {
        idempotencyKey: movementKey,
        kind: 'order',
        reference: order.id,
        legs: chargeLegs(order, payeeLegs(order.id, order.payees, order.fees)),
      },
      [
        putSettledOrder(deps.db, paid),
        putNewTransactionRow(deps.db, paid.userUuid, paid.id, transactionRowOf(paid)),
      ],
      dropPendingOrder(deps.db, order.id, movementKey),
    );
    if (!posted.replayed) return chargeResult(paid, replayed);
  } catch (error) {
    // A twin that recreated the order after a drop may have paid it with another quote.
    if (!(error instanceof IdempotencyKeyReusedError)) throw error;
  }
  const current = await getOrder(deps.db, order.id);
  if (!current || current.status === 'pending')
    throw new Error(`Order ${order.id} moved money but is not paid`);
  return chargeResult(current, replayed);
}

/** After a refused status change: the order a concurrent twin already decided, else the error stands. */
async function decidedOrder(deps: Deps, id: string, error: unknown): Promise<OrderRecord> {
  const order = isCancelled(error) ? await getOrder(deps.db, id) : undefined;
  if (!order || order.status === 'pending') throw error;
  return order;
}
