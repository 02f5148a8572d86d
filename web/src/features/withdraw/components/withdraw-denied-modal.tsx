import type { Balances } from '../../../../../shared/api/schemas/billing';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { Modal } from '../../../components/modal/modal';
import { useAccountModal } from '../../../lib/auth';
import * as styles from './withdraw.css';

type DeniedReason = NonNullable<Balances['withdraw_denied_reason']>;

/** What the modal says when the server gives no reason: withdraw_allowed is false with nothing to withdraw. */
const nothingAvailable: DeniedReason = {
  title: messages.withdrawNothingAvailableTitle,
  description: messages.withdrawNothingAvailable,
};

export interface WithdrawDeniedModalProps {
  reason: Balances['withdraw_denied_reason'];
  /** Sends the user home; the modal closes with it. */
  onLeave: () => void;
}

/**
 * Why the user may not withdraw (spec part 2 §6 'Withdrawing user'): the denial title and description, then home.
 * The waiting period is the 'withdrawal waiting period' modal; a missing identity check offers the check first.
 */
export function WithdrawDeniedModal({ reason, onLeave }: WithdrawDeniedModalProps) {
  const openAccountModal = useAccountModal();
  const { title, description } = reason ?? nothingAvailable;
  const needsIdentity = title === messages.withdrawVerificationTitle;
  const testId =
    title === messages.withdrawWaitingPeriodTitle ? 'withdrawal-waiting-period' : 'withdraw-denied';
  return (
    <Modal title={title} onClose={onLeave}>
      <div className={formStyles.form}>
        <p className={styles.muted} data-testid={testId}>
          {description}
        </p>
        <div className={styles.actions}>
          {needsIdentity ? (
            <Button
              onClick={() => {
                // The identity dialog is app-wide: it stays open over the home page.
                openAccountModal('identityVerification');
                onLeave();
              }}
            >
              Verify identity
            </Button>
          ) : (
            <Button onClick={onLeave}>OK</Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
