import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';
import type { Db } from '../../data/db';
import { listUserLedgerAccounts } from '../../data/ledger-account';
import { listEntries } from '../../data/ledger-movement';
import type { UserRecord } from '../../data/user';
import { accountName } from './accounts';
import { availableCredit, type CreditLot, type WithdrawalDenial, withdrawalDenial } from './credit-lots';

export interface UserBalances {
  /** Prepaid USD that may be spent, cents (what is held for bids sits in another account). */
  usdCents: number;
  /** Marketplace credit that may be spent, cents (held credit excluded). */
  creditCents: number;
  /** The credit account's version as read: a withdrawal moves only if no movement came in between. */
  creditVersion: number;
  /** Marketplace credit that may be withdrawn now (0 while withdrawal is denied), cents. */
  withdrawableCents: number;
  denial: WithdrawalDenial | null;
  /** Prepaid coin balances in micro-units: the subtotal includes what is held for bids, available does not. */
  coins: Record<Currency, { subtotal: number; available: number }>;
}

/** A user's balances, from their account items and the entries of their marketplace credit. */
export async function readUserBalances(db: Db, user: UserRecord, now: Date): Promise<UserBalances> {
  const [accounts, creditEntries] = await Promise.all([
    listUserLedgerAccounts(db, user.uuid),
    listEntries(db, { kind: 'credit', userUuid: user.uuid }),
  ]);
  const balanceOf = (name: string) => accounts.find((a) => a.account === name)?.balance ?? 0;
  const creditVersion = accounts.find((a) => a.account === 'credit')?.version ?? 0;
  const lots: CreditLot[] = creditEntries
    .filter((entry) => entry.amount > 0)
    .map((entry) => ({
      amount: entry.amount,
      creditedAt: entry.createdAt,
      availableAt: entry.availableAt ?? entry.createdAt,
    }));
  const creditCents = balanceOf('credit');
  const available = availableCredit(lots, creditCents, now);
  const denial = withdrawalDenial({ lots, available, verificationStatus: user.verificationStatus, now });
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
    denial,
    coins,
  };
}
