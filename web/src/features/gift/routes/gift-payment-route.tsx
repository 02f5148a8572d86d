import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { GIFT_FEE_CENTS } from '../../../../../shared/domain/constants';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { Loader } from '../../../components/loader/loader';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { ThreeDsFrame } from '../../../components/three-ds-frame/three-ds-frame';
import { paths } from '../../../config/paths';
import * as styles from '../components/gift.css';
import { GiftHeading } from '../components/gift-heading';
import { GiftScreen } from '../components/gift-screen';
import { useGiftPayment } from '../hooks/use-gift-payment';
import { emailOf, type GiftNavigationState } from './gift-state';

export interface GiftPaymentRouteProps {
  nftId: string;
  nftItemId: string;
}

function GiftPayment({ item, email }: { item: OwnedItem; email: string }) {
  const [, navigate] = useLocation();
  const target = { nftId: item.nft.id, nftItemId: item.id };
  const selector = usePaymentMethodSelector({ priceCents: GIFT_FEE_CENTS, action: 'buy' });
  const { choice, canPay } = selector.selection;
  const { step, failure, pay, challengeEnded } = useGiftPayment(
    { nftId: item.nft.id, itemId: item.id, email },
    (gift) =>
      navigate(paths.nftItemGiftSuccess(target), {
        replace: true,
        state: { email: gift.receiving_user_email, status: gift.status },
      }),
  );
  if (step.kind === 'challenge')
    return <ThreeDsFrame key={step.url} url={step.url} onResult={(result) => void challengeEnded(result)} />;
  if (step.kind === 'verifying') return <Loader label="Verifying payment" />;
  const busy = step.kind === 'paying';
  return (
    <div className={styles.column} data-testid="gift-payment">
      <GiftHeading item={item} />
      <p>
        Gift to <span className={styles.email}>{email}</span>
      </p>
      <p className={styles.muted}>Gift fee: {formatUsdFixed(GIFT_FEE_CENTS)}</p>
      <PaymentMethodSelector state={selector} />
      <FormError message={failure} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => navigate(paths.nftItemGift(target), { state: { email } })}>
          Go back
        </Button>
        <Button disabled={busy || !canPay || !choice} onClick={() => choice && void pay(choice)}>
          {busy ? 'Processing…' : 'Send Gift'}
        </Button>
      </div>
    </div>
  );
}

/**
 * /nft/{nftId}/{nftItemId}/gift-nft/payment (logged in): the $1 fee's method (the shared payment method selector),
 * a card's 3-D Secure challenge, then /gift-nft/success. Reachable only with the address in the navigation state
 * (otherwise back to /gift-nft).
 */
export function GiftPaymentRoute({ nftId, nftItemId }: GiftPaymentRouteProps) {
  const email = emailOf(useHistoryState<GiftNavigationState | null>());
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!email) navigate(paths.nftItemGift({ nftId, nftItemId }), { replace: true });
  }, [email, navigate, nftId, nftItemId]);
  if (!email) return null;
  return (
    <GiftScreen nftId={nftId} nftItemId={nftItemId} title="Gift Payment" testId="gift-payment-page">
      {(item) => <GiftPayment item={item} email={email} />}
    </GiftScreen>
  );
}
