import { saleSplit } from '../../../shared/rules/resale';
import type { Payee } from '../payments/payees';

/**
 * Part 2 §9's split of a resale price (a listing bought, an offer accepted): the seller's marketplace credit, the
 * creator's royalty and the platform's fee (revenue), leaving out a share of 0 cents (payees are positive).
 */
export function resalePayees(
  priceCents: number,
  fees: { royaltyBps: number; platformFeeBps: number },
  to: { sellerUuid: string; creatorId: string },
): Payee[] {
  const split = saleSplit(priceCents, fees);
  const payees: Payee[] = [
    { to: 'seller', userUuid: to.sellerUuid, amountCents: split.sellerCents },
    { to: 'royalties', creatorId: to.creatorId, amountCents: split.royaltyCents },
    { to: 'revenue', amountCents: split.platformFeeCents },
  ];
  return payees.filter((payee) => payee.amountCents > 0);
}
