import { useState } from 'react';
import type { Fusion, FusionItem } from '../../../../../shared/api/schemas/fusion';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { ThreeDsFrame } from '../../../components/three-ds-frame/three-ds-frame';
import { paths } from '../../../config/paths';
import { usdToCents } from '../../../utils/money';
import { useFusionPrice } from '../api/quote-fusion';
import { useFusionPayment } from '../hooks/use-fusion-payment';
import * as styles from './fusion.css';

/** The price for the chosen items and method, as the server quotes it: USD with 2 decimals, plus the method's fee. */
function FusionPrice({ items, choice }: { items: string[]; choice: PaymentChoice }) {
  const price = useFusionPrice(items, choice);
  if (price.error) return <p className={styles.muted}>Price unavailable</p>;
  if (!price.data) return <Loader label="Pricing" />;
  return (
    <div className={styles.summary} data-testid="fusion-price">
      <p className={styles.priceLine}>
        <span>Fuse price</span>
        <span>{formatUsdFixed(usdToCents(price.data.amount))}</span>
      </p>
      {price.data.fees.map((fee) => (
        <p key={fee.kind} className={styles.priceLine}>
          <span>{fee.label} fee</span>
          <span>{formatUsdFixed(usdToCents(fee.amount))}</span>
        </p>
      ))}
      <p className={styles.priceLine}>
        <strong>Total</strong>
        <strong>{formatUsdFixed(usdToCents(price.data.total))}</strong>
      </p>
    </div>
  );
}

/**
 * The checkout (part 1 §4): payment ('Fuse NFTs', 'Pay and Fuse' once a method is chosen), confirm ('Confirm
 * Fusion', 'Go Back' to payment, 'Pay and Fuse'), a card's 3-D Secure challenge, and success ('Fusion In
 * Progress', 'Done' to my collection) only when the answer's status is success.
 */
export function CheckoutStep({
  items,
  addressUuid,
  priceCents,
  onStep,
}: {
  items: FusionItem[];
  addressUuid: string | null;
  priceCents: number;
  onStep: () => void;
}) {
  const ids = items.map((item) => item.id);
  const selector = usePaymentMethodSelector({ priceCents, action: 'buy' });
  const { choice, canPay } = selector.selection;
  const [confirming, setConfirming] = useState(false);
  const [fused, setFused] = useState<Fusion | null>(null);
  const payment = useFusionPayment({ items: ids, addressUuid }, (fusion) => {
    setFused(fusion);
    onStep();
  });
  const go = (next: boolean) => {
    setConfirming(next);
    onStep();
  };

  if (fused)
    return (
      <div className={styles.column} data-testid="fusion-success">
        <h2>Fusion In Progress</h2>
        <p>
          Your NFTs are in the fuser. Your fused NFT arrives in your collection when the fusion completes (up
          to 2 weeks).
        </p>
        <div className={styles.actions}>
          <LinkButton to={paths.myCollection()}>Done</LinkButton>
        </div>
      </div>
    );
  const { step } = payment;
  if (step.kind === 'challenge')
    return (
      <ThreeDsFrame
        key={step.url}
        url={step.url}
        onResult={(result) => void payment.challengeEnded(result)}
      />
    );
  if (step.kind === 'verifying') return <Loader label="Verifying payment" />;

  if (confirming && choice)
    return (
      <div className={styles.column} data-testid="fusion-confirm">
        <h2>Confirm Fusion</h2>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.nft.title} #{item.sequence}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          {addressUuid ? 'The physical item ships to your US address.' : 'No physical item will be shipped.'}
        </p>
        <FusionPrice items={ids} choice={choice} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => go(false)}>
            Go Back
          </Button>
          <Button disabled={step.kind === 'paying'} onClick={() => void payment.pay(choice)}>
            {step.kind === 'paying' ? 'Processing…' : 'Pay and Fuse'}
          </Button>
        </div>
      </div>
    );

  return (
    <div className={styles.column} data-testid="fusion-payment">
      <h2>Fuse NFTs</h2>
      <p className={styles.priceLine}>
        <span>Fuse price</span>
        <span>{formatUsdFixed(priceCents)}</span>
      </p>
      <PaymentMethodSelector state={selector} />
      <div className={styles.actions}>
        <Button disabled={!choice || !canPay} onClick={() => go(true)}>
          Pay and Fuse
        </Button>
      </div>
    </div>
  );
}
