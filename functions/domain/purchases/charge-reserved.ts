import type { OrderRecord } from '../../data/order';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { type CaptureHoldInput, captureHold } from '../payments/capture-hold';
import { type ChargeOrderInput, chargeOrder } from '../payments/charge-order';
import { HoldNotActiveError } from '../payments/errors';
import type { ChargeChallenge } from '../payments/order-record';
import { PurchaseDeclinedError } from './errors';

/**
 * Charges the order of a reserved purchase (a pack unit, Buy Now units). A refusal (short balance, paused or
 * unavailable card, non-Amex card) or a decline moved no money, so `release` gives the reservation back; a
 * reused key is another checkout's and releases nothing; a 3-D Secure challenge keeps the reservation until it
 * ends.
 */
export async function chargeReserved(
  deps: Deps,
  input: ChargeOrderInput,
  release: () => Promise<void>,
): Promise<{ status: 'paid'; order: OrderRecord } | ChargeChallenge> {
  try {
    const result = await chargeOrder(deps, input);
    if (result.status !== 'declined') return result;
  } catch (error) {
    if (error instanceof AppError && !(error instanceof IdempotencyKeyReusedError)) await release();
    throw error;
  }
  await release();
  throw new PurchaseDeclinedError();
}

/**
 * Captures the hold that pays a reserved purchase (a draw's winner): a hold no longer held (released, declined)
 * moved no money, so `release` gives the reservation back.
 */
export async function captureReserved(
  deps: Deps,
  input: CaptureHoldInput,
  release: () => Promise<void>,
): Promise<{ status: 'paid'; order: OrderRecord }> {
  try {
    const result = await captureHold(deps, input);
    if (result.status === 'paid') return result;
  } catch (error) {
    if (!(error instanceof HoldNotActiveError)) throw error;
  }
  await release();
  throw new PurchaseDeclinedError();
}
