import { Button } from '../../../components/button/button';
import * as styles from './withdraw.css';

export interface CryptoRecipientStatusProps {
  /** The provider's status as it is (invited, unverified, paused...). */
  status: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Any recipient status but unauthorized and active: shown raw, with a refresh that reads it again. */
export function CryptoRecipientStatus({ status, refreshing, onRefresh }: CryptoRecipientStatusProps) {
  return (
    <div className={styles.panel} data-testid="crypto-status">
      <h2 className={styles.optionTitle}>Your BitPay payout account</h2>
      <p>
        Status: <span data-testid="crypto-status-text">{status}</span>
      </p>
      <p className={styles.muted}>You can withdraw once your BitPay payout account is active.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          Refresh status
        </Button>
      </div>
    </div>
  );
}
