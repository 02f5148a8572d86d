import type { Withdrawal, WithdrawalStatus } from '../../../../shared/api/schemas/withdrawals';
import { formatDate } from '../../../../shared/format/date';
import { formatUsdFixed } from '../../../../shared/format/usd';
import { usdToCents } from '../../utils/money';
import * as styles from '../data-table/data-table.css';

const statusLabels: Record<WithdrawalStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  returned: 'Returned',
};

/**
 * A withdrawal history (spec part 1 §2), of the withdraw area and the storefront: Date and Time, Amount, Status
 * with why it failed or came back.
 */
export function WithdrawalHistoryTable({ withdrawals }: { withdrawals: Withdrawal[] }) {
  return (
    <table className={styles.table} data-testid="withdraw-history">
      <thead>
        <tr>
          <th scope="col">Date and Time</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {withdrawals.map((withdrawal) => (
          <tr key={withdrawal.id} data-testid="withdraw-history-row" data-status={withdrawal.status}>
            <td data-label="Date and Time">{formatDate(withdrawal.last_updated)}</td>
            <td data-label="Amount">{formatUsdFixed(usdToCents(withdrawal.amount))}</td>
            <td data-label="Status">
              <span>
                {statusLabels[withdrawal.status]}
                {withdrawal.failure && <span className={styles.failure}>{withdrawal.failure}</span>}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
