import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { WithdrawalHistoryTable } from '../../../components/withdrawal-history-table/withdrawal-history-table';
import { paths } from '../../../config/paths';
import { useWithdrawals } from '../api/list-withdrawals';
import * as styles from './withdraw.css';

/** /withdraw/history: open even while withdrawing is not allowed (spec part 1 §2). */
export function WithdrawalHistory() {
  const { data, error, mutate } = useWithdrawals();
  if (!data)
    return error ? <ErrorState onRetry={() => void mutate()} /> : <Loader label="Loading withdrawals" />;
  if (!data.results.length)
    return (
      <EmptyState title="You have not made any withdrawals yet.">
        <LinkButton to={paths.withdraw()} variant="secondary">
          Withdraw
        </LinkButton>
      </EmptyState>
    );
  return (
    <div className={styles.wide}>
      <WithdrawalHistoryTable withdrawals={data.results} />
    </div>
  );
}
