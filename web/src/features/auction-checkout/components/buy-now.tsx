import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { CheckoutStepModals } from '../../../components/checkout-steps/checkout-step-modals';
import { AuctionHeading } from '../../../components/flow-layout/auction-heading';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { WhileLive } from '../../../components/flow-layout/while-live';
import { FormError } from '../../../components/form/form-error';
import { Page } from '../../../components/page/page';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { EmptyState } from '../../../components/status/empty-state';
import { useMe } from '../../../lib/get-me';
import { useCheckoutFlow } from '../../../lib/payments/use-checkout-flow';
import { formatPrice, usdToCents } from '../../../utils/money';
import { OrderReceived } from './order-received';

export interface BuyNowProps {
  auction: AuctionDetail;
  addressUuid: string | null;
  /** The auction page. */
  backTo: string;
  /** Reloads the auction after the server refused the sale (sold out, price changed). */
  onStale: () => void;
}

/**
 * buyNow (spec part 1 §4): one edition at the auction's price (a Dutch auction's current price), the payment
 * method, fees and total, 'Buy'; the fraud check, a 3-D Secure challenge when the card needs one, then
 * successOrder. Buy stays disabled when the price is zero, while loading, without a method or with a paused
 * card (the selector's rules), and when sold out or at the per-account limit. Opened on an auction that is not
 * live (ended, sold out, not started), it says why instead of the form; a purchase under way keeps its steps.
 */
export function BuyNow({ auction, addressUuid, backTo, onStale }: BuyNowProps) {
  const selector = usePaymentMethodSelector({
    priceCents: usdToCents(auction.price),
    action: 'buy',
    amexOnly: auction.amex_only,
  });
  const checkout = useCheckoutFlow(
    { id: auction.id, drop: false, price: auction.price, addressUuid },
    onStale,
  );
  const { step } = checkout;
  const { choice, canPay } = selector.selection;
  const { data: me } = useMe();
  const unavailable = auction.sold_out || auction.reached_purchase_limit;
  // A resale listing names its seller; the seller cannot buy their own item (part 2 §6).
  const seller = auction.seller?.username || null;
  const ownListing = seller !== null && me?.username === seller;

  if (step.kind === 'received') return <OrderReceived items={step.result.items} backTo={backTo} />;

  const form = (
    <>
      <PaymentMethodSelector state={selector} />
      <FormError message={checkout.failure} />
      <Button
        disabled={unavailable || !canPay || !choice || checkout.busy}
        onClick={() => choice && checkout.buy(choice)}
      >
        {checkout.busy ? 'Processing…' : 'Buy'}
      </Button>
    </>
  );

  return (
    <Page title="Checkout" testId="auction-checkout">
      <div className={styles.column} data-testid="buy-now">
        <AuctionHeading auction={auction} detail="Quantity 1" />
        {seller && (
          <p data-testid="resale-seller">
            Sold by <strong>{seller}</strong> for <strong>{formatPrice(auction.price)}</strong>
          </p>
        )}
        {auction.reached_purchase_limit && (
          <p role="alert" data-testid="purchase-limit">
            {messages.purchaseLimitReached}
          </p>
        )}
        {ownListing && step.kind === 'choosing' ? (
          <EmptyState title={messages.ownItemPurchase}>
            <LinkButton to={backTo}>Go back</LinkButton>
          </EmptyState>
        ) : step.kind === 'choosing' ? (
          <WhileLive auction={auction} backTo={backTo}>
            {form}
          </WhileLive>
        ) : (
          form
        )}

        <CheckoutStepModals checkout={checkout} choice={choice} />
      </div>
    </Page>
  );
}
