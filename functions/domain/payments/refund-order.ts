import { transactWrite } from '../../data/db';
import {
  completeRefund,
  getOrder,
  type OrderRecord,
  type OrderRefund,
  type OrderStatus,
  reserveRefund,
} from '../../data/order';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { postMovement } from '../ledger/post-movement';
import { takeBackLegs } from './chargeback-legs';
import { InvalidOrderError, RefundNotPossibleError } from './errors';
import { refundLegs } from './legs';
import { isCancelled, ledgerContext, orderMovementKey } from './order-record';
import { payeeLegs } from './payees';
import { refundCoinMicros, refundShares } from './refund-shares';
import { assertKeyPart } from './request-fingerprint';

export interface RefundOrderInput {
  orderId: string;
  /** Cents of what was paid (fees included); the whole rest when left out. */
  amountCents?: number;
  /** The caller's key of this refund: a retry refunds once. */
  idempotencyKey: string;
  /** A chargeback of this dispute: the processor already took the money back (see OrderRefund.disputeId). */
  disputeId?: string;
}

const refundedStatus = (order: OrderRecord, amountCents: number): OrderStatus =>
  order.refundedCents + amountCents === order.totalCents ? 'refunded' : 'partially_refunded';

/**
 * Gives back all or part of a paid order, never more than what is left of it. The refund is first reserved on
 * the order (so concurrent refunds cannot add up to more than was paid), then each payee gives back its share
 * and the money returns the way it came: to the card (processor refund) or to the user's account.
 * If a payee can no longer give back (its credit was spent), the ledger refuses and the refund stays pending
 * until a retry with the same key gets through.
 */
export async function refundOrder(deps: Deps, input: RefundOrderInput): Promise<OrderRecord> {
  const { order, refund } = await reserveOrderRefund(deps, input);
  if (refund.disputeId)
    throw new Error(`Refund ${input.idempotencyKey} is a chargeback: chargeBackOrder ends it`);
  const movementKey = refundMovementKey(order.id, input.idempotencyKey);
  await postMovement(ledgerContext(deps), {
    idempotencyKey: movementKey,
    kind: 'refund',
    reference: order.id,
    legs: refundLegs(
      order,
      await takeBackLegs(deps.db, order.id, refundShareLegs(order, refund), false),
      refund,
    ),
  });
  if (order.payment.type === 'card') {
    if (!order.paymentId) throw new Error(`Card order ${order.id} has no payment`);
    await deps.cards.refund(order.paymentId, refund.amountCents, movementKey);
  }
  return finishRefund(deps, order, input.idempotencyKey, refund);
}

export const refundMovementKey = (orderId: string, key: string) =>
  `${orderMovementKey(orderId)}:refund:${key}`;

/** What each payee leg of the order gives back for this refund (negative amounts; zero shares included). */
export const refundShareLegs = (order: OrderRecord, refund: OrderRefund) =>
  payeeLegs(order.id, order.payees, order.fees).map((payee, i) => ({
    account: payee.account,
    amount: -(refund.shares[i] ?? 0),
  }));

/** Marks the refund done once its money moved, and answers the order as it is now. */
export async function finishRefund(
  deps: Deps,
  order: OrderRecord,
  key: string,
  refund: OrderRefund,
): Promise<OrderRecord> {
  if (refund.status === 'pending') await transactWrite(deps.db, [completeRefund(deps.db, order.id, key)]);
  const refunded = await getOrder(deps.db, order.id);
  if (!refunded) throw new NotFoundError();
  return refunded;
}

/** The refund of this key on the order: found (a retry), or added if what is left of the order allows it. */
export async function reserveOrderRefund(
  deps: Deps,
  input: RefundOrderInput,
): Promise<{ order: OrderRecord; refund: OrderRefund }> {
  assertKeyPart(input.idempotencyKey, 'A refund key');
  if (input.amountCents !== undefined && (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0))
    throw new InvalidOrderError(`A refund is positive integer cents, got ${input.amountCents}`);
  for (;;) {
    const order = await getOrder(deps.db, input.orderId);
    if (!order) throw new NotFoundError();
    const existing = order.refunds[input.idempotencyKey];
    if (existing) {
      if (input.amountCents !== undefined && input.amountCents !== existing.amountCents)
        throw new IdempotencyKeyReusedError(input.idempotencyKey);
      return { order, refund: existing };
    }
    if (order.status === 'pending' || order.status === 'declined')
      throw new RefundNotPossibleError('not_paid');
    const left = order.totalCents - order.refundedCents;
    const amountCents = input.amountCents ?? left;
    if (amountCents <= 0 || amountCents > left) throw new RefundNotPossibleError('too_large');
    const refund = newRefund(deps, order, amountCents, input.disputeId);
    try {
      await transactWrite(deps.db, [
        reserveRefund(deps.db, order, input.idempotencyKey, refund, refundedStatus(order, amountCents)),
      ]);
      return { order, refund };
    } catch (error) {
      // Another refund got in first: compute again on what is left now.
      if (!isCancelled(error)) throw error;
    }
  }
}

function newRefund(
  deps: Deps,
  order: OrderRecord,
  amountCents: number,
  disputeId: string | undefined,
): OrderRefund {
  const paid = payeeLegs(order.id, order.payees, order.fees).map((leg) => leg.amount);
  const reversed = paid.map((_, i) =>
    Object.values(order.refunds).reduce((sum, refund) => sum + (refund.shares[i] ?? 0), 0),
  );
  return {
    amountCents,
    shares: refundShares(paid, reversed, amountCents),
    coinMicros: order.coin
      ? refundCoinMicros(order.coin.micros, order.totalCents, order.refundedCents, amountCents)
      : 0,
    status: 'pending',
    requestedAt: deps.clock.now().toISOString(),
    ...(disputeId ? { disputeId } : {}),
  };
}
