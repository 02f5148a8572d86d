import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  CRYPTO_REFUND_BANK_FEE_BPS,
  CRYPTO_REFUND_MAX_BUSINESS_DAYS,
} from '../../../../../shared/domain/constants';
import type { Currency } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { formatCoin } from '../../../../../shared/format/coin';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { balancesKey } from '../../../lib/payments/get-balances';
import { withdrawCrypto } from '../api/withdraw-crypto';
import { coinMicroUnits, refundBankFee, refundInput, validateRefundAmount } from '../utils/crypto-amounts';
import * as styles from './payments.css';

export interface RefundRequestModalProps {
  coin: Currency;
  /** What may be refunded, in micro-units. */
  availableMicroUnits: bigint;
  /** Where the refund goes (the coin's refund address). */
  withdrawAddress: string;
  onClose: () => void;
}

/**
 * The refund request modal (spec part 1 §5 'Crypto refund'; part 2 §9): an amount of up to 4 integer and 6
 * fraction digits, not above what is available; the 0.2% bank fee; '2 business days or less'. Disabled at a
 * zero balance; a failed call says 'Withdraw coin failed.'.
 */
export function RefundRequestModal({
  coin,
  availableMicroUnits,
  withdrawAddress,
  onClose,
}: RefundRequestModalProps) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const empty = availableMicroUnits === 0n;
  const valid = amount !== '' && validateRefundAmount(amount, availableMicroUnits) === null;
  const fee = valid ? refundBankFee(coinMicroUnits(amount)) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRefundAmount(amount, availableMicroUnits);
    setError(found);
    if (found || empty) return;
    setBusy(true);
    try {
      await withdrawCrypto(coin, amount);
      await mutate(balancesKey());
      toast('success', `Your ${coin} refund is on its way.`);
      onClose();
    } catch (failure) {
      console.warn('crypto refund failed', failure);
      toast('error', messages.withdrawCoinFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={`Refund ${coin}`} onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Refund request">
        <p>
          Available: <strong data-testid="refund-available">{formatCoin(availableMicroUnits, coin)}</strong>
        </p>
        <TextField
          label={`Amount (${coin})`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={empty}
          onChange={(event) => setAmount(refundInput(event.target.value))}
          error={error}
        />
        <p className={formStyles.hint}>
          Refunds go to <code className={styles.address}>{withdrawAddress}</code> in{' '}
          {CRYPTO_REFUND_MAX_BUSINESS_DAYS} business days or less. A bank fee of{' '}
          {CRYPTO_REFUND_BANK_FEE_BPS / 100}% is withheld.
        </p>
        {fee !== null && (
          <p className={formStyles.hint} data-testid="refund-fee">
            Bank fee: {formatCoin(fee, coin)} · You receive: {formatCoin(coinMicroUnits(amount) - fee, coin)}
          </p>
        )}
        <div className={formStyles.actions}>
          <Button type="submit" disabled={empty || busy}>
            Request refund
          </Button>
        </div>
      </form>
    </Modal>
  );
}
