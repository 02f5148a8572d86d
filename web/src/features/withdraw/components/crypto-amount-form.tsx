import { type FormEvent, useState } from 'react';
import { CRYPTO_WITHDRAWAL_INPUT_MAX_LENGTH } from '../../../../../shared/domain/constants';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { validateWithdrawalAmount } from '../utils/withdrawal-rules';
import * as styles from './withdraw.css';

export interface CryptoAmountFormProps {
  availableCents: number;
  /** The amount typed before (coming back from the confirm step). */
  initialAmount: string;
  onContinue: (amount: string) => void;
}

/** The crypto payout amount: the withdrawal rules, at most 9 characters (spec part 1 §5). */
export function CryptoAmountForm({ availableCents, initialAmount, onContinue }: CryptoAmountFormProps) {
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWithdrawalAmount(availableCents)(amount);
    setError(found);
    if (!found) onContinue(amount);
  };
  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      noValidate
      aria-label="Crypto withdrawal"
      data-testid="crypto-form"
    >
      <UsdAmountField
        label="Amount (USD)"
        value={amount}
        onChange={(value) => value.length <= CRYPTO_WITHDRAWAL_INPUT_MAX_LENGTH && setAmount(value)}
        error={error}
        hint={`At most ${formatUsdFixed(availableCents)}, what is available for withdrawal now`}
      />
      <div className={formStyles.actions}>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
