import { Page } from '../../../components/page/page';
import { WithdrawalHistory } from '../components/withdrawal-history';

/** /withdraw/history: no balance guard, the history stays reachable while withdrawing is not allowed. */
export function WithdrawHistoryRoute() {
  return (
    <Page title="Withdrawal History" testId="withdraw-history-page">
      <WithdrawalHistory />
    </Page>
  );
}
