import { TransactionKind } from '../../../shared/domain/enums';
import { type TransactItem, transactWrite } from '../../data/db';
import { putNewFundsHold } from '../../data/funds-hold';
import { getOrder, type OrderItem, type OrderRecord, putNewOrder } from '../../data/order';
import { advanceHold, type HoldCapture, type HoldRecord } from '../../data/payment-hold';
import { putNewTransactionRow } from '../../data/transaction-report';
import type { Deps } from '../../lib/deps';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { postMovement } from '../ledger/post-movement';
import { fundsHoldsOf, proceedsHeldUntil, withFundsHold } from './card-funds-hold';
import { HoldNotActiveError, InvalidOrderError } from './errors';
import { holdAfterCancel, holdKeys, mustGetHold } from './hold-record';
import { captureLegs, chargeLegs } from './legs';
import { type ChargeResult, chargeResult, ledgerContext, lineItemOf, transactionRowOf } from './order-record';
import { type Payee, payeeLegs, payeesOf } from './payees';
import { priceOrder, pricingOf } from './pricing';
import { assertKeyPart, fingerprintOf, itemParts, payeeParts } from './request-fingerprint';

export interface CaptureHoldInput {
  holdId: string;
  /** The order the won bid becomes (order history, transaction report, refunds); it must be a new id. */
  orderId: string;
  /** At most the held amount; fees are taken on this amount, priced as the hold was. */
  amountCents: number;
  payees?: Payee[];
  kind?: TransactionKind;
  title: string;
  items?: OrderItem[];
  /**
   * What the capture pays for (e.g. an item's transfer), written in the transaction that moves the money. Not part
   * of the request's fingerprint: a caller resuming a capture (the hold still 'capturing') passes them again; once
   * captured, a retry writes nothing, so they are written exactly once. They must not fail their conditions once
   * the hold is capturing (the card may be captured already): the caller locks what they change first.
   */
  alsoWrite?: TransactItem[];
}

/**
 * Takes `amountCents` of a hold for the payees and lets the rest go: the card authorization is captured for
 * that amount plus its fee; a held balance pays out and the rest returns to the user's account. The hold
 * becomes captured in the same transaction as its order is written paid with its transaction line.
 * Idempotent: a retry answers the same order; a capture racing a release loses with HoldNotActiveError.
 */
export async function captureHold(deps: Deps, input: CaptureHoldInput): Promise<ChargeResult> {
  assertKeyPart(input.orderId, 'An order id');
  const payees = payeesOf(input.amountCents, input.payees);
  const kind = input.kind ?? TransactionKind.bid;
  const items = input.items ?? [];
  const fingerprint = fingerprintOf([
    input.orderId,
    input.amountCents,
    payeeParts(payees),
    kind,
    input.title,
    itemParts(items),
  ]);
  let hold = await mustGetHold(deps, input.holdId);
  const replayed = hold.status === 'capturing' || hold.status === 'captured';
  while (hold.status === 'held') {
    if (input.amountCents > hold.priceCents)
      throw new InvalidOrderError(`Cannot capture ${input.amountCents} of a hold of ${hold.priceCents}`);
    if (await getOrder(deps.db, input.orderId)) {
      // A twin capture that read the hold before us may have finished it already: then this is its replay.
      const current = await mustGetHold(deps, hold.id);
      if (current.status === 'held') throw new IdempotencyKeyReusedError(input.orderId);
      hold = current;
      continue;
    }
    const at = deps.clock.now().toISOString();
    const { orderId, amountCents, title } = input;
    const heldUntil = await proceedsHeldUntil(deps, {
      payment: hold.payment,
      buyerUuid: hold.userUuid,
      payees,
      paidFrom: at,
      spend: { cents: hold.totalCents, debited: true },
    });
    const capture: HoldCapture = {
      orderId,
      amountCents,
      payees,
      kind,
      title,
      items,
      fingerprint,
      requestedAt: at,
      ...(heldUntil ? { proceedsHeldUntil: heldUntil } : {}),
    };
    try {
      await transactWrite(deps.db, [advanceHold(deps.db, hold.id, 'held', 'capturing', at, { capture })]);
      hold = { ...hold, status: 'capturing', capture, updatedAt: at };
    } catch (error) {
      hold = await holdAfterCancel(deps, hold.id, 'held', error);
    }
  }
  if (hold.status !== 'capturing' && hold.status !== 'captured') throw new HoldNotActiveError();
  if (hold.capture?.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(hold.id);
  if (hold.status === 'captured') return chargeResult(await capturedOrder(deps, hold.capture), true);
  return completeCapture(deps, hold, hold.capture, replayed, input.alsoWrite ?? []);
}

async function completeCapture(
  deps: Deps,
  hold: HoldRecord,
  capture: HoldCapture,
  replayed: boolean,
  alsoWrite: TransactItem[],
): Promise<ChargeResult> {
  const keys = holdKeys(hold.id);
  const quote = priceOrder(
    capture.amountCents,
    pricingOf(hold.payment, hold, (cents) => deps.cards.cardFee(cents)),
  );
  const paying = withFundsHold(
    payeeLegs(capture.orderId, capture.payees, quote.fees),
    capture.proceedsHeldUntil,
  );
  if (hold.payment.type === 'card') {
    if (!hold.paymentId) throw new Error(`Card hold ${hold.id} has no authorization`);
    await deps.cards.capture(hold.paymentId, quote.totalCents, keys.capture);
  }
  const at = deps.clock.now().toISOString();
  const order: OrderRecord = {
    ...quote,
    id: capture.orderId,
    userUuid: hold.userUuid,
    kind: capture.kind,
    title: capture.title,
    items: capture.items,
    payment: hold.payment,
    payees: capture.payees,
    lineItem: lineItemOf(hold.payment, quote),
    status: 'paid',
    paymentId: hold.paymentId,
    holdId: hold.id,
    fingerprint: capture.fingerprint,
    refundedCents: 0,
    refunds: {},
    ...(capture.proceedsHeldUntil ? { proceedsHeldUntil: capture.proceedsHeldUntil } : {}),
    createdAt: capture.requestedAt,
    updatedAt: at,
  };
  // The hold becomes captured and its order paid in the transaction that moves the money.
  const posted = await postMovement(
    ledgerContext(deps),
    {
      idempotencyKey: keys.capture,
      kind: 'capture',
      reference: capture.orderId,
      legs:
        hold.payment.type === 'card'
          ? chargeLegs({ ...quote, userUuid: hold.userUuid, payment: hold.payment }, paying)
          : captureLegs(hold.payment, hold.userUuid, hold, quote, paying),
    },
    [
      advanceHold(deps.db, hold.id, 'capturing', 'captured', at),
      putNewOrder(deps.db, order),
      putNewTransactionRow(deps.db, order.userUuid, order.id, transactionRowOf(order)),
      ...fundsHoldsOf(order, paying, at).map((hold) => putNewFundsHold(deps.db, hold)),
      ...alsoWrite,
    ],
  );
  return chargeResult(posted.replayed ? await capturedOrder(deps, capture) : order, replayed);
}

async function capturedOrder(deps: Deps, capture: HoldCapture): Promise<OrderRecord> {
  const order = await getOrder(deps.db, capture.orderId);
  if (!order) throw new Error(`The order ${capture.orderId} of a captured hold is missing`);
  return order;
}
