import type { Db } from '../../data/db';
import { getLedgerAccount } from '../../data/ledger-account';
import { listEntries } from '../../data/ledger-movement';
import type { LedgerAccount } from '../ledger/accounts';
import type { MovementLeg } from '../ledger/movement';
import { isWithdrawablePot } from './card-funds-hold';

/**
 * The legs taking a refund's shares back from an order's payees. A credit or earnings leg takes back the very lot
 * the sale paid in (not the payee's oldest credit, which may be theirs to withdraw). For a chargeback, money a
 * payee no longer has (spent or withdrawn) is recorded on their recovery account instead, below zero, so the
 * chargeback never fails and never silently comes out of platform revenue; a plain refund waits for it instead.
 */
export async function takeBackLegs(
  db: Db,
  orderId: string,
  legs: readonly MovementLeg[],
  chargeback: boolean,
): Promise<MovementLeg[]> {
  const owed = new Map<string, number>();
  const takenBack: MovementLeg[] = [];
  for (const leg of legs) {
    if (leg.amount >= 0) continue;
    if (!isWithdrawablePot(leg.account)) {
      takenBack.push(leg);
      continue;
    }
    const [account, lot] = await Promise.all([
      getLedgerAccount(db, leg.account),
      saleLotOf(db, leg.account, orderId),
    ]);
    const take = chargeback ? Math.min(-leg.amount, Math.max(0, account?.balance ?? 0)) : -leg.amount;
    if (take > 0) takenBack.push({ ...leg, amount: -take, ...(lot ? { reversesLot: lot } : {}) });
    const short = -leg.amount - take;
    if (short > 0) owed.set(leg.account.userUuid, (owed.get(leg.account.userUuid) ?? 0) + short);
  }
  const recovery = [...owed].map(
    ([userUuid, amount]): MovementLeg => ({ account: { kind: 'recovery', userUuid }, amount: -amount }),
  );
  return [...takenBack, ...recovery];
}

/** The movement id of the lot an order's sale paid into the account, if it did. */
async function saleLotOf(db: Db, account: LedgerAccount, orderId: string): Promise<string | undefined> {
  const entries = await listEntries(db, account);
  return entries.find((entry) => entry.amount > 0 && entry.reference === orderId)?.movementId;
}
