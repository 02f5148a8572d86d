import type { Drop, Pack } from '../../../../../shared/api/schemas/catalog';
import { canBuy } from '../../../../../shared/rules/timed-state';
import { SoldOutBadge } from '../../../components/availability-label/availability-label';
import { Button } from '../../../components/button/button';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { Page } from '../../../components/page/page';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { TermsAcceptance, useTermsAcceptance } from '../../../components/terms-acceptance/terms-acceptance';
import { ThreeDsFrame } from '../../../components/three-ds-frame/three-ds-frame';
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

      {step.kind === 'confirmingFraud' && choice && (
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
      )}
      {step.kind === 'challenge' && (
        <Modal title="3-D Secure" onClose={checkout.closeChallenge}>
          <div className={styles.column} data-testid="three-ds-step">
            <p className={styles.muted}>Your bank asks you to confirm this payment.</p>
            <ThreeDsFrame key={step.url} url={step.url} onResult={checkout.challengeEnded} />
          </div>
        </Modal>
      )}
      {step.kind === 'verifying' && <Loader label="Confirming your payment" />}
      {step.kind === 'fraudFailed' && (
        <Modal title="Payment cancelled" onClose={checkout.cancel}>
          <div className={styles.column} data-testid="fraud-error">
            <p>{step.message}</p>
            <Button onClick={checkout.cancel}>Close</Button>
          </div>
        </Modal>
      )}
    </Page>
  );
}
