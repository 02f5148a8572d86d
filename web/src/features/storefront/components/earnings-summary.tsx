import { LinkButton } from '../../../components/button/link-button';
import { HeldFunds } from '../../../components/held-funds/held-funds';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useEarnings } from '../api/get-earnings';
import { usd } from '../utils/usd';
import * as styles from './storefront.css';

/** The creator's earnings: the balance, what may be withdrawn now and what is held until when, with the way to the payments screen. */
export function EarningsSummary({ withPaymentsLink = false }: { withPaymentsLink?: boolean }) {
  const { data, error, mutate } = useEarnings();
  if (error && !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data) return <Loader label="Loading earnings" />;
  return (
    <div className={styles.panel} data-testid="earnings-summary">
      <div className={styles.figures}>
        <div>
          <p className={styles.muted}>Earnings balance</p>
          <p className={styles.big} data-testid="earnings-balance">
            {usd(data.balance)}
          </p>
        </div>
        <div>
          <p className={styles.muted}>Available to withdraw</p>
          <p className={styles.big} data-testid="earnings-available">
            {usd(data.available)}
          </p>
        </div>
      </div>
      <HeldFunds held={data.held} />
      {withPaymentsLink && (
        <div className={styles.actions}>
          <LinkButton variant="secondary" to={paths.storefrontPayments()}>
            Payments
          </LinkButton>
        </div>
      )}
    </div>
  );
}
