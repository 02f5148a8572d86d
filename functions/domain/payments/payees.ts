import { type LedgerAccount, shardFor } from '../ledger/accounts';
import type { MovementLeg } from '../ledger/movement';
import { InvalidOrderError } from './errors';
import type { FeeLine } from './pricing';

/** Who receives an order's price: platform revenue, a creator's royalties, a seller's marketplace credit. */
export type Payee =
  | { to: 'revenue'; amountCents: number }
  | { to: 'royalties'; creatorId: string; amountCents: number }
  /** `availableAt`: the seller's credit is held until then (at most 90 days, see credit-lots.ts). */
  | { to: 'seller'; userUuid: string; amountCents: number; availableAt?: string }
  /** A storefront creator's share of a first sale, into their earnings (withdrawn as creator withdrawals). */
  | { to: 'earnings'; userUuid: string; amountCents: number };

/** The payees of a price, all of it to revenue unless the caller splits it; they must add up to the price. */
export function payeesOf(priceCents: number, payees: readonly Payee[] | undefined): Payee[] {
  const chosen = payees?.length ? [...payees] : [{ to: 'revenue' as const, amountCents: priceCents }];
  for (const payee of chosen) {
    if (!Number.isSafeInteger(payee.amountCents) || payee.amountCents <= 0)
      throw new InvalidOrderError(`A payee receives positive integer cents, got ${payee.amountCents}`);
  }
  const sum = chosen.reduce((total, payee) => total + payee.amountCents, 0);
  if (sum !== priceCents)
    throw new InvalidOrderError(`The payees receive ${sum}, not the price ${priceCents}`);
  return chosen;
}

/**
 * The legs paying an order's payees and its fees. Revenue is one leg (its payee share plus every fee) on the
 * shard of the order, so a refund takes back from the very shard the sale paid into.
 */
export function payeeLegs(
  orderId: string,
  payees: readonly Payee[],
  fees: readonly FeeLine[],
): MovementLeg[] {
  const revenue =
    fees.reduce((sum, fee) => sum + fee.amountCents, 0) +
    payees.reduce((sum, payee) => sum + (payee.to === 'revenue' ? payee.amountCents : 0), 0);
  const others = payees.flatMap((payee): MovementLeg[] => {
    if (payee.to === 'royalties')
      return [{ account: { kind: 'royalties', creatorId: payee.creatorId }, amount: payee.amountCents }];
    if (payee.to === 'seller') {
      const account: LedgerAccount = { kind: 'credit', userUuid: payee.userUuid };
      return [{ account, amount: payee.amountCents, availableAt: payee.availableAt }];
    }
    if (payee.to === 'earnings')
      return [{ account: { kind: 'earnings', userUuid: payee.userUuid }, amount: payee.amountCents }];
    return [];
  });
  const revenueLeg: MovementLeg = { account: { kind: 'revenue', shard: shardFor(orderId) }, amount: revenue };
  return revenue > 0 ? [revenueLeg, ...others] : others;
}
