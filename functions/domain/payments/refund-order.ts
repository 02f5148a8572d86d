import { NotificationType } from '../../../shared/domain/enums';
import { transactWrite } from '../../data/db';
import { endFundsHold } from '../../data/funds-hold';
import { getMovement } from '../../data/ledger-movement';
import {
  completeRefund,
  getOrder,
  type OrderRecord,
  type OrderRefund,
  type OrderStatus,
  reserveRefund,
} from '../../data/order';
import { recordEvents } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
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
  assertKeyPart(input.idempotencyKey, 'A refund key');
  if (input.amountCents !== undefined && (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0))
    throw new InvalidOrderError(`A refund is positive integer cents, got ${input.amountCents}`);
  const { order, refund } = await reserve(deps, input);
  const movementKey = `${orderMovementKey(order.id)}:refund:${input.idempotencyKey}`;
  const chargeback = refund.disputeId !== undefined;
  const shares = payeeLegs(order.id, order.payees, order.fees).map((payee, i) => ({
    account: payee.account,
    amount: -(refund.shares[i] ?? 0),
  }));
  // A chargeback's split depends on the balances it finds, so a retry after its movement posted must not post a
  // second, differently split one: the movement's key is looked up first (and a racing twin's answers the same).
  // The hold ends disputed first, so the release sweep never announces money a chargeback is taking back.
  if (chargeback) await endHoldIfHeld(deps, order.id);
  if (!chargeback || !(await getMovement(deps.db, movementKey))) {
    const takenBack = await takeBackLegs(deps.db, order.id, shares, chargeback);
    try {
      await postMovement(
        ledgerContext(deps),
        {
          idempotencyKey: movementKey,
          kind: chargeback ? 'chargeback' : 'refund',
          reference: order.id,
          legs: refundLegs(order, takenBack, refund),
        },
        chargeback ? [recordEvents(deps.db, chargebackNotices(deps, order))] : [],
      );
    } catch (error) {
      if (!(chargeback && error instanceof IdempotencyKeyReusedError)) throw error;
    }
  }
  if (order.payment.type === 'card' && !chargeback) {
    if (!order.paymentId) throw new Error(`Card order ${order.id} has no payment`);
    await deps.cards.refund(order.paymentId, refund.amountCents, movementKey);
  }
  if (refund.status === 'pending')
    await transactWrite(deps.db, [completeRefund(deps.db, order.id, input.idempotencyKey)]);
  const refunded = await getOrder(deps.db, order.id);
  if (!refunded) throw new NotFoundError();
  return refunded;
}

/** The refund of this key on the order: found (a retry), or added if what is left of the order allows it. */
async function reserve(
  deps: Deps,
  input: RefundOrderInput,
): Promise<{ order: OrderRecord; refund: OrderRefund }> {
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

async function endHoldIfHeld(deps: Deps, orderId: string): Promise<void> {
  try {
    await transactWrite(deps.db, [
      endFundsHold(deps.db, orderId, 'disputed', deps.clock.now().toISOString()),
    ]);
  } catch (error) {
    // No hold (not card-funded, or credit to nobody), or it was released or disputed before.
    if (!isCancelled(error)) throw error;
  }
}

/**
 * A chargeback's notices, written with its movement (so once): the buyer's money went back to their card, and
 * each user the sale paid had their share taken back.
 */
function chargebackNotices(deps: Deps, order: OrderRecord) {
  const payees = new Set(
    order.payees.flatMap((payee) =>
      payee.to === 'seller' || payee.to === 'earnings' ? [payee.userUuid] : [],
    ),
  );
  return [
    newEvent(deps, 'NotificationRequested', {
      user_uuid: order.userUuid,
      notification_type: NotificationType.paymentDisputed,
      subject: order.title,
    }),
    ...[...payees].map((user_uuid) =>
      newEvent(deps, 'NotificationRequested', {
        user_uuid,
        notification_type: NotificationType.saleChargedBack,
        subject: order.title,
      }),
    ),
  ];
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
