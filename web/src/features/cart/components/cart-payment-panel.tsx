import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { Loader } from '../../../components/loader/loader';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { ThreeDsFrame } from '../../../components/three-ds-frame/three-ds-frame';
import type { CartPayment } from '../hooks/use-cart-payment';
import * as styles from './cart.css';

/**
 * The payment of a cart or a sweep: the shared payment method selector for the total, the pay button, the card's
 * 3-D Secure challenge when it asks for one, and the refusal's message.
 */
export function CartPaymentPanel({
  totalCents,
  payment,
  label,
  disabled = false,
}: {
  totalCents: number;
  payment: CartPayment;
  label: string;
  disabled?: boolean;
}) {
  const selector = usePaymentMethodSelector({ priceCents: totalCents, action: 'buy' });
  const { choice, canPay } = selector.selection;
  const { step } = payment;
  if (step.kind === 'challenge')
    return (
      <ThreeDsFrame
        key={step.url}
        url={step.url}
        onResult={(result) => void payment.challengeEnded(result)}
      />
    );
  if (step.kind === 'verifying' || payment.waiting) return <Loader label="Verifying payment" />;
  const busy = step.kind === 'paying';
  return (
    <div className={styles.column}>
      <PaymentMethodSelector state={selector} />
      <FormError message={payment.failure} />
      <div className={styles.actions}>
        <Button
          disabled={disabled || busy || !canPay || !choice}
          onClick={() => choice && void payment.pay(choice)}
        >
          {busy ? 'Processing…' : label}
        </Button>
      </div>
    </div>
  );
}
