import { useState } from 'react';
import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { CRYPTO_WITHDRAWAL_FEE_BPS } from '../../../../../shared/domain/constants';
import { centsFromUsdInput, formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { errorText } from '../../../lib/api-client';
import { cryptoPayout } from '../api/crypto-payout';
import { cryptoFeeCents } from '../utils/withdrawal-rules';
import * as styles from './withdraw.css';

export interface CryptoConfirmProps {
  /** The amount the form accepted. */
  amount: string;
  onBack: () => void;
  onQueued: (withdrawal: Withdrawal) => void;
}

/** The crypto payout's confirmation: the amount, the 1% fee and what arrives; Back returns to the form. */
export function CryptoConfirm({ amount, onBack, onQueued }: CryptoConfirmProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cents = centsFromUsdInput(amount);
  const fee = cryptoFeeCents(cents);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onQueued(await cryptoPayout(amount));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <div className={styles.panel} data-testid="crypto-confirm">
      <h2 className={styles.optionTitle}>Confirm your withdrawal</h2>
      <dl className={styles.summary}>
        <dt>Amount</dt>
        <dd data-testid="confirm-amount">{formatUsdFixed(cents)}</dd>
        <dt>Fee ({CRYPTO_WITHDRAWAL_FEE_BPS / 100}%)</dt>
        <dd data-testid="confirm-fee">{formatUsdFixed(fee)}</dd>
        <dt>You receive</dt>
        <dd data-testid="confirm-receive">{formatUsdFixed(cents - fee)}</dd>
      </dl>
      <FormError message={error} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          Confirm
        </Button>
      </div>
    </div>
  );
}
