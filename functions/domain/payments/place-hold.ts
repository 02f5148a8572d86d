import { transactWrite } from '../../data/db';
import {
  advanceHold,
  dropPendingHold,
  getHold,
  type HoldRecord,
  putNewHold,
  putPlacedHold,
} from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import { recordCardDecline } from '../cards/declines';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { type HoldResult, holdAfterCancel, holdKeys, holdResult } from './hold-record';
import { holdLegs } from './legs';
import { isCancelled, postOrDrop } from './order-record';
import type { PaymentChoice } from './payment-method';
import { priceOrder } from './pricing';
import { livePricing } from './quote-order';
import { assertKeyPart, assertSameRequest, choiceParts, fingerprintOf } from './request-fingerprint';
import { assertMayCharge, resolvePayment } from './resolve-payment';

export interface PlaceHoldInput {
  /** The caller's id of this hold (e.g. the bid's): a retry holds once and answers the first result. */
  holdId: string;
  userUuid: string;
  method: PaymentChoice;
  /** The bid, in cents; fees are held on top, as a charge of this amount would take them. */
  amountCents: number;
  requireAmex?: boolean;
}

/**
 * Holds what paying `amountCents` with `method` would take: a card authorization of the total, or the balance
 * moved to the user's held account (no longer spendable nor withdrawable). Refusals and declines are as for
 * chargeOrder; a card hold also needs 'bid with card' switched on.
 */
export async function placeHold(
  deps: Deps,
  input: PlaceHoldInput,
  /** The hold as the caller has just read it (undefined: none yet), so it is not read again. */
  known?: { read: HoldRecord | undefined },
): Promise<HoldResult> {
  assertKeyPart(input.holdId, 'A hold id');
  const fingerprint = fingerprintOf([
    input.userUuid,
    choiceParts(input.method),
    input.amountCents,
    input.requireAmex ?? false,
  ]);
  const existing = known ? known.read : await getHold(deps.db, input.holdId);
  if (existing) return continueHold(deps, existing, fingerprint);

  const payment = await resolvePayment(deps, input.userUuid, input.method, { forBid: true });
  await assertMayCharge(deps, input.userUuid, payment, input.requireAmex ?? false);
  const quote = priceOrder(input.amountCents, await livePricing(deps, payment));
  const now = deps.clock.now().toISOString();
  const hold: HoldRecord = {
    ...quote,
    id: input.holdId,
    userUuid: input.userUuid,
    payment,
    status: 'pending',
    paymentId: null,
    fingerprint,
    capture: null,
    createdAt: now,
    updatedAt: now,
  };
  // Only a card waits on someone else (the processor), so only its hold is written pending first, for twins to
  // find while it authorizes. A balance is held now: its hold is written held in the movement's transaction, whose
  // idempotency key keeps twins to one hold.
  if (payment.type !== 'card') return holdMoney(deps, hold, false, false);
  try {
    await transactWrite(deps.db, [putNewHold(deps.db, hold)]);
  } catch (error) {
    const twin = isCancelled(error) ? await getHold(deps.db, hold.id) : undefined;
    if (!twin) throw error;
    return continueHold(deps, twin, fingerprint);
  }
  return holdMoney(deps, hold, false, true);
}

function continueHold(deps: Deps, hold: HoldRecord, fingerprint: string): Promise<HoldResult> {
  assertSameRequest(hold, fingerprint, hold.id);
  return hold.status === 'pending'
    ? holdMoney(deps, hold, true, true)
    : Promise.resolve(holdResult(hold, true));
}

/**
 * Holds the money of a pending hold, marking it held in the same transaction (or declined). `written`: its pending
 * record is in the table (a card's, always), for a short balance to drop so the id can be used again.
 */
async function holdMoney(
  deps: Deps,
  hold: HoldRecord,
  replayed: boolean,
  written: boolean,
): Promise<HoldResult> {
  const key = holdKeys(hold.id).place;
  const at = deps.clock.now().toISOString();
  if (hold.payment.type === 'card') {
    const authorized = await deps.cards.authorize(hold.payment.sourceId, hold.totalCents, key);
    if (authorized.status === 'declined') return declineHold(deps, hold, hold.payment.fingerprint, replayed);
    const held: HoldRecord = { ...hold, status: 'held', paymentId: authorized.paymentId, updatedAt: at };
    try {
      await transactWrite(deps.db, [putPlacedHold(deps.db, held)]);
    } catch (error) {
      return holdResult(await holdAfterCancel(deps, hold.id, 'pending', error), replayed);
    }
    return holdResult(held, replayed);
  }
  const held: HoldRecord = { ...hold, status: 'held', updatedAt: at };
  try {
    const legs = holdLegs(hold.payment, hold.userUuid, hold);
    const posted = await postOrDrop(
      deps,
      { idempotencyKey: key, kind: 'hold', reference: hold.id, legs },
      [putPlacedHold(deps.db, held)],
      written ? dropPendingHold(deps.db, hold.id, key) : [],
    );
    if (!posted.replayed) return holdResult(held, replayed);
  } catch (error) {
    // A twin that recreated the hold after a drop may have placed it with another quote.
    if (!(error instanceof IdempotencyKeyReusedError)) throw error;
  }
  // A twin's movement held the money: answer its hold, if it was this request's.
  const current = await getHold(deps.db, hold.id);
  if (!current || current.status === 'pending')
    throw new Error(`Hold ${hold.id} moved money but is not held`);
  assertSameRequest(current, hold.fingerprint, hold.id);
  return holdResult(current, true);
}

/** Only the call that declined the hold counts the card's decline. */
async function declineHold(deps: Deps, hold: HoldRecord, fingerprint: string, replayed: boolean) {
  const at = deps.clock.now().toISOString();
  try {
    await transactWrite(deps.db, [advanceHold(deps.db, hold.id, 'pending', 'declined', at)]);
  } catch (error) {
    return holdResult(await holdAfterCancel(deps, hold.id, 'pending', error), replayed);
  }
  await recordCardDecline(deps, hold.userUuid, fingerprint);
  return holdResult({ ...hold, status: 'declined', updatedAt: at }, replayed);
}
