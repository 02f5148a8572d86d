import { Page } from '../../../components/page/page';
import { WithdrawAreaGuard } from '../components/withdraw-area-guard';
import { WithdrawChoice } from '../components/withdraw-choice';

/** /withdraw: Fiat or Crypto. */
export function WithdrawRoute() {
  return (
    <Page title="Withdraw" testId="withdraw-page">
      <WithdrawAreaGuard>{(balances) => <WithdrawChoice balances={balances} />}</WithdrawAreaGuard>
    </Page>
  );
}
