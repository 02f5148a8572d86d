import type { OrderRecord } from '../../data/order';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { type ChargeOrderInput, chargeOrder } from '../payments/charge-order';
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
