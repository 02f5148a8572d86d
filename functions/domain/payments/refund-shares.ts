import { proportionDown } from './coin-conversion';

/**
 * Splits a refund over the legs an order paid (`paid`, minus what earlier refunds took back, `reversed`):
 * each gives back its proportional share rounded down, and the cents left over come from the legs in order,
 * never more than a leg has left. Refunds adding up to the whole order take back exactly what each leg got.
 */
export function refundShares(
  paid: readonly number[],
  reversed: readonly number[],
  amountCents: number,
): number[] {
  const total = paid.reduce((sum, amount) => sum + amount, 0);
  const left = paid.map((amount, i) => amount - (reversed[i] ?? 0));
  const shares = paid.map((amount, i) => Math.min(left[i] ?? 0, proportionDown(amountCents, amount, total)));
  let rest = amountCents - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; i < shares.length && rest > 0; i++) {
    const extra = Math.min(rest, (left[i] ?? 0) - (shares[i] ?? 0));
    shares[i] = (shares[i] ?? 0) + extra;
    rest -= extra;
  }
  if (rest > 0) throw new RangeError(`A refund of ${amountCents} is more than the legs have left`);
  return shares;
}

/**
 * The coin micro-units going back for a refund, from the cumulative share of what was paid: rounded down, and
 * refunds adding up to the whole order give back every micro-unit.
 */
export const refundCoinMicros = (
  paidMicros: number,
  totalCents: number,
  refundedBeforeCents: number,
  amountCents: number,
): number =>
  proportionDown(paidMicros, refundedBeforeCents + amountCents, totalCents) -
  proportionDown(paidMicros, refundedBeforeCents, totalCents);
