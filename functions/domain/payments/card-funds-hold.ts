import { CARD_FUNDS_HOLD_MS } from '../../../shared/domain/constants';
import type { FundsHoldRecord } from '../../data/funds-hold';
import type { Deps } from '../../lib/deps';
import type { LedgerAccount } from '../ledger/accounts';
import { readPot } from '../ledger/balances';
import type { CreditLot } from '../ledger/credit-lots';
import type { MovementLeg } from '../ledger/movement';
import type { Payee } from './payees';
import type { ResolvedPayment } from './payment-method';

/** The user accounts a sale pays that the user may withdraw: marketplace credit and storefront earnings. */
export const isWithdrawablePot = (
  account: LedgerAccount,
): account is Extract<LedgerAccount, { kind: 'credit' | 'earnings' }> =>
  account.kind === 'credit' || account.kind === 'earnings';

/**
 * The one rule of card-funded value (part 2 §9 'credit up to 90 days'): what a card paid for reaches its payees'
 * credit or earnings at once, but may be withdrawn only CARD_FUNDS_HOLD_MS after the payment was made, when a
 * chargeback can no longer take it back. Held credit spent on the platform passes its hold on: proceeds paid
 * from it are held until the latest release of the lots the spend took (oldest first, as spending does), so a
 * stolen card's money cannot be washed through a second account's listing. Other money is not held.
 * `paidFrom` is the order's creation (or the capture's request): an order keeps what this answered, so a retry
 * moves the same movement. `spend` is what the buyer's credit pays, and whether it has left the credit already
 * (a bid's hold, captured now) or is about to.
 */
export async function proceedsHeldUntil(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: {
    payment: ResolvedPayment;
    buyerUuid: string;
    payees: readonly Payee[];
    paidFrom: string;
    spend: { cents: number; debited: boolean };
  },
): Promise<string | undefined> {
  if (!input.payees.some((payee) => payee.to === 'seller' || payee.to === 'earnings')) return undefined;
  if (input.payment.type === 'card')
    return new Date(Date.parse(input.paidFrom) + CARD_FUNDS_HOLD_MS).toISOString();
  if (input.payment.type !== 'credit') return undefined;
  const now = deps.clock.now();
  const pot = await readPot(deps.db, { kind: 'credit', userUuid: input.buyerUuid }, now);
  return heldReleaseOfSpend(pot.lots, pot.balanceCents, now, input.spend);
}

/** The latest release among the held lots a spend takes, oldest lots first; undefined when it takes none. */
export function heldReleaseOfSpend(
  lots: readonly CreditLot[],
  balanceCents: number,
  now: Date,
  spend: { cents: number; debited: boolean },
): string | undefined {
  const credited = lots.reduce((sum, lot) => sum + lot.amount, 0);
  const used = Math.max(0, credited - balanceCents);
  const [from, to] = spend.debited ? [used - spend.cents, used] : [used, used + spend.cents];
  let position = 0;
  let latest: string | undefined;
  for (const lot of [...lots].sort((a, b) => a.creditedAt.localeCompare(b.creditedAt))) {
    const [start, end] = [position, position + lot.amount];
    position = end;
    const taken = start < to && end > from;
    if (taken && Date.parse(lot.availableAt) > now.getTime() && (!latest || lot.availableAt > latest))
      latest = lot.availableAt;
  }
  return latest;
}

/** The payee legs with a hold until `releaseAt` on every credit or earnings leg coming in. */
export function withFundsHold(legs: MovementLeg[], releaseAt: string | undefined): MovementLeg[] {
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
