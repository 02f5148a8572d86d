import { useState } from 'react';
import {
  CREDIT_HOLD_MAX_MS,
  CRYPTO_PAYOUT_BUSINESS_DAYS,
  CRYPTO_WITHDRAWAL_FEE_BPS,
  FIAT_PAYOUT_BUSINESS_DAYS,
  FIRST_WITHDRAWAL_WAIT_MS,
  PAYOUT_BATCH_HOURS,
  TIME_MS,
  WITHDRAWAL_MIN_CENTS,
} from '../../../../shared/domain/constants';
import { formatUsd } from '../../../../shared/format/usd';
import { Modal } from '../modal/modal';
import * as styles from './withdrawal-limits.css';

const days = (ms: number) => ms / TIME_MS.day;
const clockHour = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** The withdrawal rules of spec part 1 §5 and part 2 §9, from the same constants the server enforces. */
export function WithdrawalLimits() {
  return (
    <ul className={styles.rules} data-testid="withdrawal-limits">
      <li>The minimum withdrawal is {formatUsd(WITHDRAWAL_MIN_CENTS)}.</li>
      <li>You can withdraw at most the amount available for withdrawal, with at most 2 decimals.</li>
      <li>
        Your first withdrawal is possible {days(FIRST_WITHDRAWAL_WAIT_MS)} days after you first received
        marketplace credit.
      </li>
      <li>
        Credit from a sale may be held for up to {days(CREDIT_HOLD_MAX_MS)} days before it is available.
      </li>
      <li>Crypto withdrawals carry a {CRYPTO_WITHDRAWAL_FEE_BPS / 100}% fee.</li>
      <li>
        Withdrawals are sent in payout batches at {PAYOUT_BATCH_HOURS.map(clockHour).join(' and ')} US Eastern
        time.
      </li>
      <li>
        Bank transfers (Fiat) arrive in {FIAT_PAYOUT_BUSINESS_DAYS.min} - {FIAT_PAYOUT_BUSINESS_DAYS.max}{' '}
        business days; crypto payouts in {CRYPTO_PAYOUT_BUSINESS_DAYS.min} - {CRYPTO_PAYOUT_BUSINESS_DAYS.max}{' '}
        business days.
      </li>
    </ul>
  );
}

/** 'Withdrawal limits': opens the rules in a dialog (Payment methods and the withdraw choice). */
export function WithdrawalLimitsLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        Withdrawal limits
      </button>
      {open && (
        <Modal title="Withdrawal limits" onClose={() => setOpen(false)}>
          <WithdrawalLimits />
        </Modal>
      )}
    </>
  );
}
