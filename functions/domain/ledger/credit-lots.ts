import { CREDIT_HOLD_MAX_MS, FIRST_WITHDRAWAL_WAIT_MS } from '../../../shared/domain/constants';
import type { ProcessStatus } from '../../../shared/domain/enums';

/**
 * Marketplace credit or creator earnings that came in by one movement (a sale's proceeds, a refund), in cents:
 * `amount` is what is left of it after disputes took it back (a dispute reverses its own lot, not the oldest).
 */
export interface CreditLot {
  amount: number;
  creditedAt: string;
  availableAt: string;
}

/**
 * Part 2 §9 'credit up to 90 days', read as: a sale's credit may be held (e.g. while the buyer's card payment can
 * still be charged back) for at most 90 days. The caller chooses the hold; it is never negative nor over 90 days.
 */
export function creditAvailableAt(creditedAt: Date, requested?: string): string {
  if (requested === undefined) return creditedAt.toISOString();
  const at = new Date(requested).getTime();
  if (Number.isNaN(at)) throw new RangeError(`Not a date: ${requested}`);
  const capped = Math.min(Math.max(at, creditedAt.getTime()), creditedAt.getTime() + CREDIT_HOLD_MAX_MS);
  return new Date(capped).toISOString();
}

/** What is left of a held lot, and when it may be withdrawn. */
export interface HeldPart {
  amount: number;
  availableAt: string;
}

export interface LotStanding {
  /** May be withdrawn now. */
  available: number;
  /** Still on hold, soonest release first: spendable on the platform, not withdrawable. */
  held: HeldPart[];
}

/**
 * Where a balance's lots stand. Spending and withdrawing use the oldest credit first (FIFO by credit time), so
 * what is left of each lot is known; the lots left whose hold is over are available, the others held. Never
 * above the balance.
 */
export function lotStanding(lots: readonly CreditLot[], balance: number, now: Date): LotStanding {
  const credited = lots.reduce((sum, lot) => sum + lot.amount, 0);
  let used = Math.max(0, credited - balance);
  let available = 0;
  const held: HeldPart[] = [];
  for (const lot of [...lots].sort((a, b) => a.creditedAt.localeCompare(b.creditedAt))) {
    const taken = Math.min(used, lot.amount);
    used -= taken;
    const left = lot.amount - taken;
    if (left <= 0) continue;
    if (new Date(lot.availableAt).getTime() <= now.getTime()) available += left;
    else held.push({ amount: left, availableAt: lot.availableAt });
  }
  held.sort((a, b) => a.availableAt.localeCompare(b.availableAt));
  return { available: Math.max(0, Math.min(available, balance)), held };
}

/** Credit that may be withdrawn now (lotStanding's `available`). */
export const availableCredit = (lots: readonly CreditLot[], balance: number, now: Date): number =>
  lotStanding(lots, balance, now).available;

export type WithdrawalDenial =
  | { reason: 'waiting_period'; availableFrom: string }
  | { reason: 'nothing_available' }
  | { reason: 'verification_required' };

/**
 * Part 2 §6 'Withdrawing user' and §9: the first withdrawal waits 14 days from the first credit ever received
 * (withdrawals only come after that, so the rule needs no memory of them); then something must be available and
 * identity verification completed. Answers null when withdrawal is allowed.
 */
export function withdrawalDenial(input: {
  lots: readonly CreditLot[];
  available: number;
  verificationStatus: ProcessStatus;
  now: Date;
}): WithdrawalDenial | null {
  const firstCredit = input.lots.reduce<string | undefined>(
    (first, lot) => (first === undefined || lot.creditedAt < first ? lot.creditedAt : first),
    undefined,
  );
  if (firstCredit !== undefined) {
    const from = new Date(firstCredit).getTime() + FIRST_WITHDRAWAL_WAIT_MS;
    if (input.now.getTime() < from)
      return { reason: 'waiting_period', availableFrom: new Date(from).toISOString() };
  }
  if (input.available <= 0) return { reason: 'nothing_available' };
  if (input.verificationStatus !== 'completed') return { reason: 'verification_required' };
  return null;
}
