import { createHash } from 'node:crypto';
import { CARD_PROVIDER_SUCCESS_WINDOW_MS } from '../../../shared/domain/constants';
import type { TransactionKind } from '../../../shared/domain/enums';
import { transactWrite } from '../../data/db';
import { putNewFundsHold } from '../../data/funds-hold';
import {
  declinePendingOrder,
  dropPendingOrder,
  getOrder,
  type OrderItem,
  type OrderRecord,
  putNewOrder,
  putSettledOrder,
  recordOrderChallenge,
} from '../../data/order';
import { putNewTransactionRow } from '../../data/transaction-report';
import type { Deps } from '../../lib/deps';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import type { ChallengeOutcome, ChallengeStatus } from '../../lib/ports/card-processor';
import { recordCardDecline } from '../cards/declines';
import { challengeReturnUrls } from '../cards/three-ds';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { THREE_D_SECURE_WORKFLOW, type ThreeDSecureInput } from '../workflow-starts';
import { fundsHoldsOf, proceedsHeldUntil, withFundsHold } from './card-funds-hold';
import { chargeLegs } from './legs';
import {
  type ChargeChallenge,
  type ChargeOrderResult,
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
  /** The site the buyer is on, where a 3-D Secure challenge returns (siteUrlOf); SITE_URL when absent. */
  siteUrl?: string;
  /**
   * The caller has just made the record this order pays (a pack purchase its own transaction reserved), so no
   * order of this id exists yet and none is read first. A twin that made one meanwhile is still found: a card
   * order's creation and a movement are conditional on the id.
   */
  newOrder?: boolean;
}

/**
 * Charges a payment method for an order. Paused card, non-Amex card for an Amex-only sale and a switched-off
 * method are refused before anything happens; a short balance throws InsufficientFundsError ('Choose another
 * payment method') and leaves nothing behind; a card decline is counted (the 5th pauses the card) and answers
 * 'declined' with 'Payment failed.'. A card that needs 3-D Secure answers 'challenge' and leaves the order pending
 * until the challenge ends (settleOrderChallenge); a retry meanwhile answers the same challenge. Idempotent by
 * orderId, concurrent retries included: the processor charge carries the order id as its reference, and the ledger
 * movement a key derived from it. Of calls at once, exactly one answers `replayed: false`: the one that created the
 * card order, or whose movement paid any other.
 */
export async function chargeOrder(deps: Deps, input: ChargeOrderInput): Promise<ChargeOrderResult> {
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
  const siteUrl = input.siteUrl ?? deps.env.SITE_URL;
  const existing = input.newOrder ? undefined : await getOrder(deps.db, input.orderId);
  if (existing) return continueOrder(deps, existing, fingerprint, siteUrl);

  const payment = await resolvePayment(deps, input.userUuid, input.method);
  await assertMayCharge(deps, input.userUuid, payment, input.requireAmex ?? false);
  const quote = priceOrder(input.priceCents, await livePricing(deps, payment));
  const now = deps.clock.now().toISOString();
  const heldUntil = await proceedsHeldUntil(deps, {
    payment,
    buyerUuid: input.userUuid,
    payees,
    paidFrom: now,
    spend: { cents: quote.totalCents, debited: false },
  });
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
    ...(heldUntil ? { proceedsHeldUntil: heldUntil } : {}),
    createdAt: now,
    updatedAt: now,
  };
  // Only a card payment waits on someone else (the processor, a challenge), so only its order is written pending
  // first, for twins and the 3-d-secure workflow to find. Any other method settles now: its order is written paid
  // in the movement's transaction, whose idempotency key keeps twins to one payment.
  if (payment.type !== 'card') return settle(deps, order, false);
  try {
    await transactWrite(deps.db, [putNewOrder(deps.db, order)]);
  } catch (error) {
    // A concurrent twin created it first: carry on with its record (and its quote).
    const twin = isCancelled(error) ? await getOrder(deps.db, order.id) : undefined;
    if (!twin) throw error;
    return continueOrder(deps, twin, fingerprint, siteUrl);
  }
  return pay(deps, order, false, siteUrl);
}

function continueOrder(
  deps: Deps,
  order: OrderRecord,
  fingerprint: string,
  siteUrl: string,
): Promise<ChargeOrderResult> {
  assertSameRequest(order, fingerprint, order.id);
  return order.status === 'pending'
    ? pay(deps, order, true, siteUrl)
    : Promise.resolve(chargeResult(order, true));
}

async function pay(
  deps: Deps,
  order: OrderRecord,
  replayed: boolean,
  siteUrl: string,
): Promise<ChargeOrderResult> {
  if (order.payment.type !== 'card') return settle(deps, order, replayed);
  if (order.challenge) return followChallenge(deps, order, replayed);
  const urls = challengeReturnUrls(siteUrl);
  const charged = await deps.cards.charge(order.payment.sourceId, order.totalCents, order.id, urls);
  if (charged.status === 'approved')
    return settle(deps, { ...order, paymentId: charged.paymentId }, replayed);
  if (charged.status === 'challenge') return awaitChallenge(deps, order, charged, replayed);
  return decline(deps, order, replayed, true);
}

/**
 * Leaves the order pending behind the processor's challenge and starts the 3-d-secure workflow, which settles it
 * when the challenge ends (or declines it when the card provider's window closes). Twins note the same
 * challenge and start the same execution.
 */
async function awaitChallenge(
  deps: Deps,
  order: OrderRecord,
  charged: { paymentId: string; sessionId: string; redirectUrl: string },
  replayed: boolean,
): Promise<ChargeOrderResult> {
  const challenge = { sessionId: charged.sessionId, redirectUrl: charged.redirectUrl };
  const at = deps.clock.now().toISOString();
  try {
    await transactWrite(deps.db, [recordOrderChallenge(deps.db, order.id, charged.paymentId, challenge, at)]);
  } catch (error) {
    return chargeResult(await decidedOrder(deps, order.id, error), replayed);
  }
  deps.metrics.count(businessMetrics.threeDSecureChallenge, { subject: 'order' });
  return waitOnChallenge(deps, { ...order, paymentId: charged.paymentId, challenge, updatedAt: at });
}

/**
 * Starts the order's 3-d-secure execution (again: its name and input derive from the order, so a start that
 * already happened changes nothing, and one lost to a crash happens on the retry) and answers the challenge.
 */
async function waitOnChallenge(deps: Deps, order: OrderRecord): Promise<ChargeChallenge> {
  if (!order.challenge || !order.paymentId || order.payment.type !== 'card')
    throw new Error(`Order ${order.id} waits on no challenge`);
  const waiting: ThreeDSecureInput = {
    subject: { kind: 'order', orderId: order.id },
    challenge: { sessionId: order.challenge.sessionId, sourceId: order.payment.sourceId },
    expiresAt: new Date(Date.parse(order.createdAt) + CARD_PROVIDER_SUCCESS_WINDOW_MS).toISOString(),
  };
  await deps.workflows.start(THREE_D_SECURE_WORKFLOW, waiting, orderChallengeExecution(order.id));
  return { status: 'challenge', order, redirectUrl: order.challenge.redirectUrl, paymentId: order.paymentId };
}

/** The 3-d-secure execution waiting on an order's challenge (execution names allow no ':'). */
export const orderChallengeExecution = (orderId: string) =>
  `order-${createHash('sha256').update(orderId).digest('hex').slice(0, 40)}`;

/** A retry while the challenge is open answers it again; once the challenge ended, its outcome settles the order. */
async function followChallenge(
  deps: Deps,
  order: OrderRecord,
  replayed: boolean,
): Promise<ChargeOrderResult> {
  const status = await challengeStatusOf(deps, order);
  return status === 'pending'
    ? waitOnChallenge(deps, order)
    : settleOrderChallenge(deps, order, status, replayed);
}

/** Where the challenge of a pending card order stands at the processor. */
export function challengeStatusOf(deps: Deps, order: OrderRecord): Promise<ChallengeStatus> {
  if (!order.challenge || order.payment.type !== 'card')
    throw new Error(`Order ${order.id} waits on no challenge`);
  return deps.cards.challengeStatus(order.challenge.sessionId, order.payment.sourceId);
}

/**
 * Settles a card order whose 3-D Secure challenge ended, as a charge answered so would have: approved moves the
 * money and marks it paid, declined declines it and counts a card decline; cancelled (the buyer closed the
 * challenge) and expired (the card provider's window closed unfinished) decline it without counting, as adding a
 * card does: only the bank's refusals move the card towards its pause. The retry of chargeOrder, validate-3ds and
 * the 3-d-secure workflow may all call it, at once too: the writes are conditional on the order being pending, so
 * it settles once and the others answer the settled result.
 */
export async function settleOrderChallenge(
  deps: Deps,
  order: OrderRecord,
  outcome: ChallengeOutcome | 'expired',
  replayed = true,
): Promise<ChargeResult> {
  if (order.status !== 'pending') return chargeResult(order, replayed);
  if (outcome === 'approved') return settle(deps, order, replayed);
  return decline(deps, order, replayed, outcome === 'declined');
}

/** Declines the pending order; only the call that declined it counts the card decline, so twins count it once. */
async function decline(
  deps: Deps,
  order: OrderRecord,
  replayed: boolean,
  countDecline: boolean,
): Promise<ChargeResult> {
  const at = deps.clock.now().toISOString();
  try {
    await transactWrite(deps.db, [declinePendingOrder(deps.db, order.id, at)]);
  } catch (error) {
    return chargeResult(await decidedOrder(deps, order.id, error), replayed);
  }
  if (countDecline && order.payment.type === 'card')
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
  const paying = withFundsHold(payeeLegs(order.id, order.payees, order.fees), order.proceedsHeldUntil);
  try {
    const posted = await postOrDrop(
      deps,
      { idempotencyKey: movementKey, kind: 'order', reference: order.id, legs: chargeLegs(order, paying) },
      [
        putSettledOrder(deps.db, paid),
        putNewTransactionRow(deps.db, paid.userUuid, paid.id, transactionRowOf(paid)),
        ...fundsHoldsOf(order, paying, paid.updatedAt).map((hold) => putNewFundsHold(deps.db, hold)),
      ],
      dropPendingOrder(deps.db, order.id, movementKey),
    );
    if (!posted.replayed) return chargeResult(paid, replayed);
  } catch (error) {
    // A twin that recreated the order after a drop may have paid it with another quote.
    if (!(error instanceof IdempotencyKeyReusedError)) throw error;
  }
  // Another call's movement paid the order. A card order's creator still answers it first (a twin that found it
  // pending settled it on its behalf); any other order was paid by the twin whose movement posted.
  const current = await getOrder(deps.db, order.id);
  if (!current || current.status === 'pending')
    throw new Error(`Order ${order.id} moved money but is not paid`);
  return chargeResult(current, order.payment.type === 'card' ? replayed : true);
}

/** After a refused status change: the order a concurrent twin already decided, else the error stands. */
async function decidedOrder(deps: Deps, id: string, error: unknown): Promise<OrderRecord> {
  const order = isCancelled(error) ? await getOrder(deps.db, id) : undefined;
  if (!order || order.status === 'pending') throw error;
  return order;
}
