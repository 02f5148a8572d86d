import { Link } from 'wouter';
import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import type { Range } from '../../../../../shared/domain/constants';
import { formatDate } from '../../../../../shared/format/date';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { paths } from '../../../config/paths';
import { usdToCents } from '../../../utils/money';
import * as styles from './withdraw.css';

export interface WithdrawalProcessingProps {
  withdrawal: Withdrawal;
  /** How long the payout takes once its batch is sent. */
  days: Range;
}

/** The confirmation after a withdrawal is queued: what leaves, the payout batch it goes in, and when it arrives. */
export function WithdrawalProcessing({ withdrawal, days }: WithdrawalProcessingProps) {
  const usd = (amount: number) => formatUsdFixed(usdToCents(amount));
  return (
    <div className={styles.panel} data-testid="withdrawal-processing">
      <h2 className={styles.optionTitle}>Your withdrawal is processing</h2>
      <dl className={styles.summary}>
        <dt>Amount</dt>
        <dd data-testid="processing-amount">{usd(withdrawal.amount)}</dd>
        {withdrawal.fee > 0 && (
          <>
            <dt>Fee</dt>
            <dd>{usd(withdrawal.fee)}</dd>
            <dt>You receive</dt>
            <dd>{usd(withdrawal.payout_amount)}</dd>
          </>
        )}
        <dt>Payout batch</dt>
        <dd data-testid="processing-batch">{formatDate(withdrawal.batch_at)}</dd>
      </dl>
      <p className={styles.muted}>
        It is sent in the payout batch above and arrives in {days.min} - {days.max} business days.
      </p>
      <Link to={paths.withdrawHistory()}>Withdrawal history</Link>
    </div>
  );
}
