import type { Drop, Pack } from '../../../../../shared/api/schemas/catalog';
import { canBuy } from '../../../../../shared/rules/timed-state';
import { SoldOutBadge } from '../../../components/availability-label/availability-label';
import { Button } from '../../../components/button/button';
import { CheckoutStepModals } from '../../../components/checkout-steps/checkout-step-modals';
import { Image } from '../../../components/image/image';
import { Page } from '../../../components/page/page';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { TermsAcceptance, useTermsAcceptance } from '../../../components/terms-acceptance/terms-acceptance';
import { useAdmission } from '../../../components/waiting-room/use-admission';
import { WaitingRoomPanel } from '../../../components/waiting-room/waiting-room-panel';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useCheckoutFlow } from '../../../lib/payments/use-checkout-flow';
import { usdToCents } from '../../../utils/money';
import { OrderReceived } from './order-received';
import { PackPrice } from './pack-price';
import * as styles from './packs.css';

export interface PackCheckoutProps {
  pack: Pack;
  drop: Drop;
  /** Reloads the pack after the server refused the sale (sold out, not on sale, price changed). */
  onStale: () => void;
}

/** Pack checkout (spec part 1 §2): payment selection, 'Buy Pack', then 'Order Received'. */
export function PackCheckout({ pack, drop, onStale }: PackCheckoutProps) {
  const now = useNow();
  const priceCents = usdToCents(pack.price);
  const selector = usePaymentMethodSelector({ priceCents, action: 'buy' });
  const checkout = useCheckoutFlow(
    { id: pack.id, drop: true, price: pack.price, addressUuid: null },
    onStale,
  );
  const { step } = checkout;
  const { choice, canPay } = selector.selection;
  const onSale = canBuy(now, drop.feature_at, drop.feature_until, pack.sold_out);
  // A drop's rules must be accepted, and a drop with a waiting room bought only once admitted from it.
  const terms = useTermsAcceptance(drop.terms_key);
  const admission = useAdmission(drop.id, drop.needs_waiting_room);

  if (step.kind === 'received') {
    return (
      <OrderReceived
        items={step.result.items}
        video={drop.video}
        backTo={paths.dropDetail({ dropId: drop.id })}
      />
    );
  }

  return (
    <Page title="Checkout" testId="pack-checkout">
      <div className={styles.column}>
        <div className={styles.summary}>
          <div className={styles.thumb}>
            <Image src={pack.thumbnail} alt={pack.title} />
          </div>
          <div>
            <h2 className={styles.price}>{pack.title}</h2>
            <p className={styles.muted}>by {drop.artist.name}</p>
          </div>
          {pack.sold_out && <SoldOutBadge />}
        </div>
        <PackPrice priceCents={priceCents} />
        <PaymentMethodSelector state={selector} />
        {drop.terms_key && (
          <TermsAcceptance termsKey={drop.terms_key} accepted={terms.accepted} onChange={terms.setAccepted} />
        )}
        {drop.needs_waiting_room && !admission.admitted && !admission.loading && (
          <WaitingRoomPanel dropId={drop.id} />
        )}
        {checkout.failure && (
          <p role="alert" data-testid="checkout-error">
            {checkout.failure}
          </p>
        )}
        <Button
          disabled={!onSale || !canPay || !choice || checkout.busy || !terms.accepted || !admission.admitted}
          onClick={() => choice && checkout.buy(choice)}
        >
          {checkout.busy ? 'Processing…' : 'Buy Pack'}
        </Button>
      </div>

      <CheckoutStepModals checkout={checkout} choice={choice} />
    </Page>
  );
}
