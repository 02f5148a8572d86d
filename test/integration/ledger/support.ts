import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../../functions/data/db';
import { scanTable } from '../../support/db';

/** An error the flaky db throws in place of a network failure. */
export class InjectedFailure extends Error {}

export type Fault = 'none' | 'before' | 'after';

/**
 * A db whose next transaction fails as the network would: before it reaches DynamoDB (nothing written) or after
 * it committed (written, but the caller never hears so).
 */
export function flakyDb(db: Db, nextFault: () => Fault): Db {
  const send = async (command: unknown) => {
    const fault = command instanceof TransactWriteCommand ? nextFault() : 'none';
    if (fault === 'before') throw new InjectedFailure('before the transaction');
    const output = await db.client.send(command as TransactWriteCommand);
    if (fault === 'after') throw new InjectedFailure('after the transaction');
    return output;
  };
  const client = new Proxy(db.client, {
    get: (target, name, receiver) => (name === 'send' ? send : Reflect.get(target, name, receiver)),
  });
  return { ...db, client };
}

/**
 * The ledger's promises, over the whole table: every balance is the sum of its entries, every movement's entries
 * sum to zero per currency and are exactly the entries the movement lists, and no user balance but a recovery
 * account (a chargeback's debt) is negative.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const items = await scanTable(db);
  const violations: string[] = [];
  const entries = items.filter((item) => item.entity === 'ledger-entry');
  for (const account of items.filter((item) => item.entity === 'ledger-account')) {
    const sum = entries
      .filter((e) => e.pk === account.pk && e.account === account.account)
      .reduce((total, e) => total + Number(e.amount), 0);
    if (sum !== account.balance) violations.push(`${account.pk} ${account.sk}: ${account.balance} != ${sum}`);
    // A recovery account records what a user owes after a chargeback: the one user account below zero.
    if (
      String(account.pk).startsWith('USER#') &&
      account.account !== 'recovery' &&
      Number(account.balance) < 0
    ) {
      violations.push(`${account.pk} ${account.sk} is negative: ${account.balance}`);
    }
  }
  const movements = items.filter((item) => item.entity === 'ledger-movement');
  for (const movement of movements) {
    const own = entries.filter((e) => e.movementId === movement.movementId);
    if (own.length !== (movement.entries as unknown[]).length)
      violations.push(`${movement.pk}: entries differ`);
    const sums = new Map<string, number>();
    for (const e of own) sums.set(String(e.currency), (sums.get(String(e.currency)) ?? 0) + Number(e.amount));
    for (const [currency, sum] of sums)
      if (sum !== 0) violations.push(`${movement.pk}: ${currency} sums to ${sum}`);
  }
  const movementIds = new Set(movements.map((m) => m.movementId));
  for (const e of entries) if (!movementIds.has(e.movementId)) violations.push(`${e.sk} has no movement`);
  return violations;
}
