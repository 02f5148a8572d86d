import { Button } from '../../../components/button/button';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { usdToCents } from '../../../utils/money';

/**
 * 'Enter the draw' with the payment pieces of a checkout: the chosen method holds one pack's price (as a bid
 * holds its amount) until the draw, then pays for a won pack or is released.
 */
export function DrawEntryForm({
  price,
  busy,
  onEnter,
}: {
  price: number;
  busy: boolean;
  onEnter: (choice: PaymentChoice) => void;
}) {
  const selector = usePaymentMethodSelector({ priceCents: usdToCents(price), action: 'bid' });
  const { choice, canPay } = selector.selection;
  return (
    <>
      <PaymentMethodSelector state={selector} />
      <Button disabled={!choice || !canPay || busy} onClick={() => choice && onEnter(choice)}>
        Enter the draw
      </Button>
    </>
  );
}
