import { useState } from 'react';
import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';
import { STOREFRONT_MINTING_FEE_CENTS } from '../../../../../shared/domain/constants';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { FormError } from '../../../components/form/form-error';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { ThreeDsFrame } from '../../../components/three-ds-frame/three-ds-frame';
import { paths } from '../../../config/paths';
import { useMintPayment } from '../hooks/use-mint-payment';
import { MintingProgress } from './minting-progress';
import * as styles from './storefront.css';

/**
 * The minting fee of a draft: the summary, the shared payment method selector, a card's 3-D Secure challenge,
 * then the mint's progress until it is minted.
 */
export function MintingCheckout({ draft }: { draft: StorefrontNftOwnerView }) {
  const [minting, setMinting] = useState(draft.status !== 'draft');
  const selector = usePaymentMethodSelector({ priceCents: STOREFRONT_MINTING_FEE_CENTS, action: 'buy' });
  const { choice, canPay } = selector.selection;
  const { step, failure, pay, challengeEnded } = useMintPayment(draft.uuid, () => setMinting(true));

  if (minting) return <MintingProgress uuid={draft.uuid} />;
  if (step.kind === 'challenge')
    return <ThreeDsFrame key={step.url} url={step.url} onResult={(result) => void challengeEnded(result)} />;
  if (step.kind === 'verifying') return <Loader label="Verifying payment" />;
  const busy = step.kind === 'paying';
  return (
    <div className={styles.column} data-testid="minting-checkout">
      <div className={styles.panel}>
        <div className={styles.nftRow}>
          <Image src={draft.image} alt={draft.title} className={styles.thumb} />
          <div>
            <p>{draft.title}</p>
            <p className={styles.muted}>
              {draft.editions} {draft.editions === 1 ? 'edition' : 'editions'} · {draft.royalty}% royalty
            </p>
          </div>
        </div>
        <p className={styles.line} data-testid="minting-fee">
          <span>Minting fee</span>
          <strong>{formatUsdFixed(STOREFRONT_MINTING_FEE_CENTS)}</strong>
        </p>
        <p className={styles.muted}>A card payment adds its processing fee, shown with the card.</p>
      </div>
      <PaymentMethodSelector state={selector} />
      <FormError message={failure} />
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={paths.storefrontEditDraft({ uuid: draft.uuid })}>
          Go back
        </LinkButton>
        <Button disabled={busy || !canPay || !choice} onClick={() => choice && void pay(choice)}>
          {busy ? 'Processing…' : 'Pay and mint'}
        </Button>
      </div>
    </div>
  );
}
