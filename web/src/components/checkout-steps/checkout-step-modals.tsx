import { messages } from '../../../../shared/domain/messages';
import { paths } from '../../config/paths';
import type { CheckoutFlowStep } from '../../lib/payments/use-checkout-flow';
import type { ThreeDsResult } from '../../lib/three-ds';
import { Button } from '../button/button';
import { LinkButton } from '../button/link-button';
import { Loader } from '../loader/loader';
import { Modal } from '../modal/modal';
import type { PaymentChoice } from '../payment-method-selector/payment-selection';
import { ThreeDsFrame } from '../three-ds-frame/three-ds-frame';
import * as styles from './checkout-steps.css';

/** What the modals need of `useCheckoutFlow`. */
export interface CheckoutStepsState {
  step: CheckoutFlowStep;
  continueDespiteWarning: (choice: PaymentChoice) => void;
  challengeEnded: (result: ThreeDsResult) => void;
  closeChallenge: () => void;
  cancel: () => void;
}

/**
 * The steps of a checkout that happen over the page (spec part 1 §4): the fraud check's warning with Continue or
 * Cancel, its error, the 3-D Secure challenge, the wait while the payment is confirmed (also while a checkout
 * answered 202 is polled), and an order still processing when the polling gave up.
 */
export function CheckoutStepModals({
  checkout,
  choice,
}: {
  checkout: CheckoutStepsState;
  choice: PaymentChoice | null;
}) {
  const { step } = checkout;
  switch (step.kind) {
    case 'confirmingFraud':
      return choice ? (
        <Modal title="Confirm your order" onClose={checkout.cancel}>
          <div className={styles.column} data-testid="fraud-warning">
            <p>{step.decision.description || step.decision.name}</p>
            <div className={styles.actions}>
              <Button onClick={() => checkout.continueDespiteWarning(choice)}>Continue</Button>
              <Button variant="secondary" onClick={checkout.cancel}>
                Cancel
              </Button>
            </div>
          </div>
        </Modal>
      ) : null;
    case 'fraudFailed':
      return (
        <Modal title="Payment cancelled" onClose={checkout.cancel}>
          <div className={styles.column} data-testid="fraud-error">
            <p>{step.message}</p>
            <Button onClick={checkout.cancel}>Close</Button>
          </div>
        </Modal>
      );
    case 'challenge':
      return (
        <Modal title="3-D Secure" onClose={checkout.closeChallenge}>
          <div className={styles.column} data-testid="three-ds-step">
            <p className={styles.muted}>Your bank asks you to confirm this payment.</p>
            <ThreeDsFrame key={step.url} url={step.url} onResult={checkout.challengeEnded} />
          </div>
        </Modal>
      );
    case 'verifying':
    case 'processing':
      return <Loader label="Confirming your payment" />;
    case 'stillProcessing':
      return (
        <Modal title="Order processing" onClose={checkout.cancel}>
          <div className={styles.column} data-testid="order-processing">
            <p>{messages.orderStillProcessing}</p>
            <div className={styles.actions}>
              <LinkButton to={paths.accountOrderHistory()}>Order History</LinkButton>
              <Button variant="secondary" onClick={checkout.cancel}>
                Close
              </Button>
            </div>
          </div>
        </Modal>
      );
    default:
      return null;
  }
}
