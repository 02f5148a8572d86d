import {
  CRYPTO_REFUND_BANK_FEE_BPS,
  CRYPTO_REFUND_MAX_BUSINESS_DAYS,
  DEPOSIT_ADDRESS_TTL_MS,
  TIME_MS,
} from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { Modal } from '../../../components/modal/modal';

/** The prepaid explainer: how a prepaid crypto balance is set up, topped up, spent and refunded. */
export function PrepaidExplainerModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="How prepaid crypto works" onClose={onClose}>
      <div className={formStyles.form} data-testid="prepaid-explainer">
        <ol>
          <li>
            <strong>Set Up</strong>: enter the address refunds should go to (twice). We then create a deposit
            address for the coin, valid for {DEPOSIT_ADDRESS_TTL_MS / TIME_MS.minute} minutes.
          </li>
          <li>
            <strong>Add</strong>: send the coin to your deposit address, or top up with a card through our
            partner. Your prepaid balance grows when the transfer arrives.
          </li>
          <li>
            <strong>Pay</strong>: choose Prepaid Crypto at checkout; the price is converted at the current
            rate.
          </li>
          <li>
            <strong>Refund</strong>: send what is left back to your refund address in{' '}
            {CRYPTO_REFUND_MAX_BUSINESS_DAYS} business days or less, less a {CRYPTO_REFUND_BANK_FEE_BPS / 100}
            % bank fee.
          </li>
        </ol>
        <div className={formStyles.actions}>
          <Button onClick={onClose}>Got it</Button>
        </div>
      </div>
    </Modal>
  );
}
