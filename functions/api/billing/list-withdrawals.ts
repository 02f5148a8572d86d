import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import { listUserWithdrawals } from '../../data/withdrawal';
import { endpoint } from '../../lib/http';
import { withdrawalView } from './withdrawal-view';

/** The history shows the latest withdrawals; older ones stay in the ledger and the records. */
const HISTORY_LIMIT = 100;

/** GET payments/withdrawal: the caller's withdrawals, newest first (open even when withdrawing is not allowed). */
export const listWithdrawals = endpoint(withdrawalRoutes.listWithdrawals, async (deps, { user }) => {
  const records = await listUserWithdrawals(deps.db, user.uuid, HISTORY_LIMIT);
  return { results: records.map(withdrawalView) };
});
