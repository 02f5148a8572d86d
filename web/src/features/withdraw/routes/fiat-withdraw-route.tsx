import { Page } from '../../../components/page/page';
import { FiatWithdrawal } from '../components/fiat-withdrawal';
import * as styles from '../components/withdraw.css';
import { WithdrawAreaGuard } from '../components/withdraw-area-guard';

/** /withdraw/fiat: a bank transfer (US only). */
export function FiatWithdrawRoute() {
  return (
    <Page title="Fiat Withdrawal" testId="withdraw-fiat-page">
      <div className={styles.column}>
        <WithdrawAreaGuard>{(balances) => <FiatWithdrawal balances={balances} />}</WithdrawAreaGuard>
      </div>
    </Page>
  );
}
