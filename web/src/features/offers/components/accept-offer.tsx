import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Offer } from '../../../../../shared/api/schemas/offers';
import { messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { FormError } from '../../../components/form/form-error';
import { Page } from '../../../components/page/page';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { usdToCents } from '../../../utils/money';
import { updateOfferStatus } from '../api/update-offer-status';
import { isActive, isNoLongerAvailable, statusLabel } from '../utils/offer-labels';
import { OfferItemHeading } from './offer-item-heading';
import * as styles from './offers.css';

const usd = (amount: number) => formatUsdFixed(usdToCents(amount));

export interface AcceptOfferProps {
  nftId: string;
  offer: Offer;
  /** Reloads the offer after the server refused (it changed meanwhile). */
  onStale: () => void;
}

/**
 * /nft/{nftId}/{offerId}/accept (spec part 1 §2): the offer's amount, what the seller receives, the royalty and the
 * platform fee (part 2 §9: (platform fee + resale royalty)/100 of the offer), Go back / Accept Offer. Accepting
 * moves the item to the maker ('Offer Accepted'), so the owner lands in My Collection.
 */
export function AcceptOffer({ nftId, offer, onStale }: AcceptOfferProps) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = isActive(offer);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await updateOfferStatus(offer.uuid, 'accept');
      toast('success', messages.offerAccepted);
      navigate(paths.myCollection());
    } catch (caught) {
      setError(isNoLongerAvailable(caught) ? messages.offerNoLongerAvailable : errorText(caught));
      onStale();
      setBusy(false);
    }
  };

  return (
    <Page title="Accept Offer" testId="accept-offer">
      <div className={styles.column}>
        <OfferItemHeading
          title={offer.nft_item.title}
          thumbnail={offer.nft_item.thumbnail}
          sequence={offer.nft_item.sequence}
        />
        <p className={styles.muted}>
          From <strong>{offer.created_by.username}</strong>
        </p>
        <dl className={styles.figures} data-testid="accept-figures">
          <dt>Offer amount</dt>
          <dd data-testid="offer-amount">{usd(offer.amount)}</dd>
          <dt>Royalty</dt>
          <dd data-testid="offer-royalty">−{usd(offer.royalty)}</dd>
          <dt>Platform fee</dt>
          <dd data-testid="offer-platform-fee">−{usd(offer.platform_fee)}</dd>
          <dt className={styles.strong}>You receive</dt>
          <dd className={styles.strong} data-testid="offer-seller-receives">
            {usd(offer.seller_receives)}
          </dd>
        </dl>
        {!active && (
          <p className={styles.warning} role="status" data-testid="offer-status">
            {messages.offerNotActive} ({statusLabel(offer.status)})
          </p>
        )}
        <FormError message={error} />
        <div className={styles.actions}>
          <LinkButton variant="secondary" to={paths.nftItemOffers({ nftId, nftItemId: offer.nft_item.id })}>
            Go back
          </LinkButton>
          <Button onClick={() => void accept()} disabled={!active || busy}>
            {busy ? 'Accepting…' : 'Accept Offer'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
