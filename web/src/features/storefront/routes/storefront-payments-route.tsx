import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { WithdrawalHistoryTable } from '../../../components/withdrawal-history-table/withdrawal-history-table';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useEarnings } from '../api/get-earnings';
import { CreatorArea } from '../components/creator-area';
import { EarningsSummary } from '../components/earnings-summary';
import { SalesTable } from '../components/sales-table';
import * as styles from '../components/storefront.css';

function SalesAndWithdrawals() {
  const { data, error, mutate } = useEarnings();
  if (error && !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data) return <Loader label="Loading sales" />;
  return (
    <>
      <section className={styles.panel} aria-label="Sales">
        <h2 className={styles.sectionTitle}>Sales</h2>
        {data.sales.length ? <SalesTable sales={data.sales} /> : <EmptyState title="No sales yet." />}
      </section>
      <section className={styles.panel} aria-label="Withdrawals">
        <h2 className={styles.sectionTitle}>Withdrawals</h2>
        {data.withdrawals.length ? (
          <WithdrawalHistoryTable withdrawals={data.withdrawals} />
        ) : (
          <EmptyState title="No withdrawals yet." />
        )}
      </section>
    </>
  );
}

/** /storefront-payments: the creator's earnings, sales and withdrawals, with 'Withdraw'. */
export function StorefrontPaymentsRoute() {
  return (
    <Page title="Payments" testId="storefront-payments-page">
      <CreatorArea>
        {() => (
          <div className={styles.wide}>
            <EarningsSummary />
            <div className={styles.actions}>
              <LinkButton to={paths.storefrontWithdraw()}>Withdraw</LinkButton>
            </div>
            <SalesAndWithdrawals />
          </div>
        )}
      </CreatorArea>
    </Page>
  );
}
