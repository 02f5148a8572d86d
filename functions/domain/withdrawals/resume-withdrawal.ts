import { tryTransactWrite } from '../../data/db';
import { leaveRecoveryIndex } from '../../data/recovery-index';
import { getWithdrawal, type WithdrawalState, withdrawalKey } from '../../data/withdrawal';
import type { Deps } from '../../lib/deps';
import { startWithdrawal } from './payout-batch';

const FINAL: readonly WithdrawalState[] = ['settled', 'failed', 'returned'];

/**
 * The recovery sweep's end for a withdrawal still in the recovery index a lease after its batch time (it is indexed
 * by batch time): its batch's schedule may never have fired. Starting its workflow again answers the running (or
 * finished) execution of the same name, so it then has its workflow for sure and leaves the index; the workflow
 * takes it to its end.
 */
export async function resumeWithdrawal(deps: Deps, withdrawalId: string, indexedAs: string): Promise<void> {
  const record = await getWithdrawal(deps.db, withdrawalId);
  if (!record) return;
  if (!FINAL.includes(record.status)) await startWithdrawal(deps, record);
  await tryTransactWrite(deps.db, [leaveRecoveryIndex(deps.db, withdrawalKey(withdrawalId), indexedAs)]);
}
