import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';
import type { Db } from '../../data/db';
import { listUserLedgerAccounts } from '../../data/ledger-account';
import { type LedgerEntryRecord, listEntries } from '../../data/ledger-movement';
import type { UserRecord } from '../../data/user';
import { accountName, type LedgerAccount } from './accounts';
import {
  type CreditLot,
  type HeldPart,
  lotStanding,
  type WithdrawalDenial,
  withdrawalDenial,
} from './credit-lots';

/** A withdrawable account (credit or earnings) as read: what it holds, what of it may leave now, what is held. */
export interface PotBalance {
  balanceCents: number;
  /** The account's version as read: a withdrawal moves only if no movement came in between. */
  version: number;
  /** What may be withdrawn now, before any debt is taken off. */
  availableCents: number;
  /** What is on hold (card-funded), soonest release first. */
  held: HeldPart[];
  lots: CreditLot[];
}

export interface UserBalances {
  /** Prepaid USD that may be spent, cents (what is held for bids sits in another account). */
  usdCents: number;
  /** Marketplace credit that may be spent, cents (held credit included, bid holds excluded). */
  creditCents: number;
  /** The credit account's version as read: a withdrawal moves only if no movement came in between. */
  creditVersion: number;
  /** Marketplace credit that may be withdrawn now (0 while withdrawal is denied), cents. */
  withdrawableCents: number;
  /** Marketplace credit on hold until its release (card-funded sales), soonest first. */
  creditHeld: HeldPart[];
  /** What the user owes after a chargeback took back more than they had (0 or more), cents. */
  owedCents: number;
  denial: WithdrawalDenial | null;
  /** Prepaid coin balances in micro-units: the subtotal includes what is held for bids, available does not. */
  coins: Record<Currency, { subtotal: number; available: number }>;
}

/** An account's lots: each credit in, less what disputes took back of that very lot. */
export function lotsOf(entries: readonly LedgerEntryRecord[]): CreditLot[] {
  const reversed = new Map<string, number>();
  for (const entry of entries)
    if (entry.reverses) reversed.set(entry.reverses, (reversed.get(entry.reverses) ?? 0) - entry.amount);
  return entries
    .filter((entry) => entry.amount > 0)
    .map((entry) => ({
      amount: entry.amount - (reversed.get(entry.movementId) ?? 0),
      creditedAt: entry.createdAt,
      availableAt: entry.availableAt ?? entry.createdAt,
    }))
    .filter((lot) => lot.amount > 0);
}

/**
 * The lots standing under a balance. A reversal's debit was taken from its own lot, so only the other debits
 * (spending, withdrawals) are taken from the oldest lots first.
 */
export function potOf(
  entries: readonly LedgerEntryRecord[],
  balanceCents: number,
  version: number,
  now: Date,
): PotBalance {
  const lots = lotsOf(entries);
  const standing = lotStanding(lots, balanceCents, now);
  return { balanceCents, version, availableCents: standing.available, held: standing.held, lots };
}

/** One withdrawable account of a user, read consistently with its entries. */
export async function readPot(
  db: Db,
  account: Extract<LedgerAccount, { kind: 'credit' | 'earnings' }>,
  now: Date,
): Promise<PotBalance> {
  const [accounts, entries] = await Promise.all([
    listUserLedgerAccounts(db, account.userUuid),
    listEntries(db, account),
  ]);
  const item = accounts.find((a) => a.account === accountName(account));
  return potOf(entries, item?.balance ?? 0, item?.version ?? 0, now);
}

/** What of `availableCents` may leave once a debt is repaid: debt comes off the available part first. */
export const afterDebt = (availableCents: number, owedCents: number) =>
  Math.max(0, availableCents - owedCents);

/** A user's balances, from their account items and the entries of their marketplace credit. */
export async function readUserBalances(db: Db, user: UserRecord, now: Date): Promise<UserBalances> {
  const [accounts, creditEntries] = await Promise.all([
    listUserLedgerAccounts(db, user.uuid),
    listEntries(db, { kind: 'credit', userUuid: user.uuid }),
  ]);
  const balanceOf = (name: string) => accounts.find((a) => a.account === name)?.balance ?? 0;
  const creditVersion = accounts.find((a) => a.account === 'credit')?.version ?? 0;
  const creditCents = balanceOf('credit');
  const credit = potOf(creditEntries, creditCents, creditVersion, now);
  const owedCents = Math.max(0, -balanceOf('recovery'));
  const available = afterDebt(credit.availableCents, owedCents);
  const denial = withdrawalDenial({
    lots: credit.lots,
    available,
    verificationStatus: user.verificationStatus,
    now,
  });
  const coins = Object.fromEntries(
    ALLOWED_PAYMENT_CRYPTO.map((coin) => {
      const available = balanceOf(accountName({ kind: 'coin', userUuid: user.uuid, coin }));
      const held = balanceOf(accountName({ kind: 'held', userUuid: user.uuid, source: coin }));
      return [coin, { subtotal: available + held, available }];
    }),
  ) as UserBalances['coins'];
  return {
    usdCents: balanceOf('usd'),
    creditCents,
    creditVersion,
    withdrawableCents: denial?.reason === 'waiting_period' ? 0 : available,
    creditHeld: credit.held,
    owedCents,
    denial,
    coins,
  };
}
