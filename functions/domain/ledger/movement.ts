import { createHash } from 'node:crypto';
import { accountId, currencyOf, type LedgerAccount, type LedgerCurrency } from './accounts';
import { InvalidMovementError } from './errors';

export interface MovementLeg {
  account: LedgerAccount;
  /** Signed integer minor units (cents, coin micro-units): positive adds to the account. */
  amount: number;
  /** Credit or earnings from a sale: held until then (capped at 90 days, see credit-lots.ts). */
  availableAt?: string;
  /** A debit that takes back one earlier credit (a dispute of its sale): that movement's id, not the oldest lot. */
  reversesLot?: string;
  /** Moves only if the account's version is still this one (0: never moved), else BalanceChangedError. */
  expectedVersion?: number;
}

export interface MovementInput {
  /** The caller's key for this money movement: a retry with the same key moves money once. */
  idempotencyKey: string;
  /** What moved the money, e.g. 'purchase', 'refund', 'withdrawal', 'deposit'. */
  kind: string;
  /** The order, bid or withdrawal this movement belongs to. */
  reference?: string;
  legs: MovementLeg[];
}

/** One transaction holds every leg's balance update and entry plus the movement item: 2 x 49 + 1 <= 100. */
export const MAX_LEGS = 49;
const MAX_KEY_LENGTH = 200;

/** Accounts whose money comes in lots, each with the time it may be withdrawn (credit-lots.ts). */
export const hasLots = (account: LedgerAccount): boolean =>
  account.kind === 'credit' || account.kind === 'earnings';

/** Checks what the ledger promises before anything is written: legs balance per currency, amounts are integers. */
export function validateMovement(input: MovementInput): void {
  const key = input.idempotencyKey;
  if (!key || key.length > MAX_KEY_LENGTH) throw new InvalidMovementError('An idempotency key is required');
  if (input.legs.length < 2 || input.legs.length > MAX_LEGS) {
    throw new InvalidMovementError(`A movement has 2 to ${MAX_LEGS} legs, got ${input.legs.length}`);
  }
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new InvalidMovementError(`Leg amounts are non-zero integer minor units, got ${leg.amount}`);
    }
    if (leg.availableAt !== undefined && (!hasLots(leg.account) || leg.amount < 0)) {
      throw new InvalidMovementError('Only credit or earnings coming in have an availableAt');
    }
    if (leg.reversesLot !== undefined && (!hasLots(leg.account) || leg.amount > 0)) {
      throw new InvalidMovementError('Only credit or earnings going out reverse a lot');
    }
  }
  for (const [currency, sum] of sumsByCurrency(input.legs)) {
    if (sum !== 0) throw new InvalidMovementError(`The ${currency} legs sum to ${sum}, not zero`);
  }
}

export function sumsByCurrency(legs: readonly { account: LedgerAccount; amount: number }[]) {
  const sums = new Map<LedgerCurrency, number>();
  for (const leg of legs) {
    const currency = currencyOf(leg.account);
    sums.set(currency, (sums.get(currency) ?? 0) + leg.amount);
  }
  return sums;
}

/** Two legs on one account would be two writes of one item, which a transaction refuses. */
export function assertDistinctAccounts(accounts: readonly LedgerAccount[]): void {
  const ids = accounts.map(accountId);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new InvalidMovementError(`Account ${repeated} appears in more than one leg`);
}

const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      )
    : value;

/** The content of a movement request, independent of leg order and of the shard a try happens to pick. */
export function movementFingerprint(input: MovementInput): string {
  // The version a try read is not content: a retry after a lost answer may have read a later one.
  const legs = input.legs.map(({ expectedVersion: _read, ...leg }) => JSON.stringify(canonical(leg))).sort();
  const content = JSON.stringify([input.kind, input.reference ?? null, legs]);
  return createHash('sha256').update(content).digest('hex');
}
