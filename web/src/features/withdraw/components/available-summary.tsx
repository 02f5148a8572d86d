import type { Balances } from '../../../../../shared/api/schemas/billing';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { HeldFunds } from '../../../components/held-funds/held-funds';
import { usdToCents } from '../../../utils/money';
import * as styles from './withdraw.css';

/** What may be withdrawn now, what is held until when (card-funded proceeds), and what a chargeback left owed. */
export function AvailableSummary({ balances }: { balances: Balances }) {
  return (
    <div className={styles.panel} data-testid="withdraw-summary">
      <div>
        <p className={styles.muted}>Available for withdrawal</p>
        <p className={styles.available} data-testid="withdraw-available">
          {formatUsdFixed(usdToCents(balances.total_available_withdrawal))}
        </p>
      </div>
      <HeldFunds held={balances.held} totalHeld={balances.total_held} owed={balances.owed} />
    </div>
  );
}
