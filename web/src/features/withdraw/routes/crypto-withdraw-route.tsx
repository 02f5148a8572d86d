import { Redirect } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { CryptoPayoutWizard } from '../components/crypto-payout-wizard';
import * as styles from '../components/withdraw.css';
import { WithdrawAreaGuard } from '../components/withdraw-area-guard';

/** /withdraw/crypto: the crypto payout wizard, behind the crypto payout flag (otherwise back to the choice). */
export function CryptoWithdrawRoute() {
  const { flags, isLoading } = useFlags();
  if (isLoading) return <Loader label="Loading" />;
  if (!flags.cryptoPayoutEnabled) return <Redirect to={paths.withdraw()} replace />;
  return (
    <Page title="Crypto Withdrawal" testId="withdraw-crypto-page">
      <div className={styles.column}>
        <WithdrawAreaGuard>{(balances) => <CryptoPayoutWizard balances={balances} />}</WithdrawAreaGuard>
      </div>
    </Page>
  );
}
