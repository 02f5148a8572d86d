import { CARD_FUNDS_HOLD_MS } from '../../../shared/domain/constants';
import type { FundsHoldRecord } from '../../data/funds-hold';
import type { LedgerAccount } from '../ledger/accounts';
import type { MovementLeg } from '../ledger/movement';
import type { ResolvedPayment } from './payment-method';

/** The user accounts a sale pays that the user may withdraw: marketplace credit and storefront earnings. */
export const isWithdrawablePot = (
  account: LedgerAccount,
): account is Extract<LedgerAccount, { kind: 'credit' | 'earnings' }> =>
  account.kind === 'credit' || account.kind === 'earnings';

/**
 * The one rule of card-funded value (part 2 §9 'credit up to 90 days'): what a card paid for reaches its payees'
 * credit or earnings at once, but may be withdrawn only CARD_FUNDS_HOLD_MS after the payment was made, when a
 * chargeback can no longer take it back. Undefined for other methods, whose money cannot be charged back.
 * `paidFrom` is the order's creation (or a hold's capture request): stable across retries, so a retried movement
 * is the same movement.
 */
export function cardFundsReleaseAt(payment: ResolvedPayment, paidFrom: string): string | undefined {
  if (payment.type !== 'card') return undefined;
  return new Date(Date.parse(paidFrom) + CARD_FUNDS_HOLD_MS).toISOString();
}

/** The payee legs of a payment with the card hold on every credit or earnings leg coming in. */
export function withCardFundsHold(
  legs: MovementLeg[],
  payment: ResolvedPayment,
  paidFrom: string,
): MovementLeg[] {
  const releaseAt = cardFundsReleaseAt(payment, paidFrom);
  if (!releaseAt) return legs;
  return legs.map((leg) =>
    isWithdrawablePot(leg.account) && leg.amount > 0
      ? { ...leg, availableAt: leg.availableAt && leg.availableAt > releaseAt ? leg.availableAt : releaseAt }
      : leg,
  );
}

/** The hold record of a payment's held legs (none when nothing is held). */
export function fundsHoldsOf(
  order: { id: string; title: string },
  legs: readonly MovementLeg[],
  createdAt: string,
): FundsHoldRecord[] {
  const held = legs.flatMap((leg) =>
    leg.availableAt && isWithdrawablePot(leg.account) && leg.amount > 0
      ? [{ leg, payee: { userUuid: leg.account.userUuid, pot: leg.account.kind, amountCents: leg.amount } }]
      : [],
  );
  const releaseAt = held
    .map(({ leg }) => leg.availableAt ?? '')
    .sort()
    .at(-1);
  if (!releaseAt) return [];
  return [
    {
      id: order.id,
      payees: held.map(({ payee }) => payee),
      title: order.title,
      releaseAt,
      status: 'held',
      createdAt,
      endedAt: null,
    },
  ];
}
