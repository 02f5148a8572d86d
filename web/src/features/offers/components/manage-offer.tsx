import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Offer } from '../../../../../shared/api/schemas/offers';
import { OfferStatus } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { formatDate } from '../../../../../shared/format/date';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { FormError } from '../../../components/form/form-error';
import { Page } from '../../../components/page/page';
import { useToast } from '../../../components/toast/toast-store';
import { errorText } from '../../../lib/api-client';
import { usdToCents } from '../../../utils/money';
import { updateOfferStatus } from '../api/update-offer-status';
import {
  cancellableAtOf,
  isActive,
  isAlreadyCanceled,
  isCancelTooEarly,
  isNoLongerAvailable,
  paymentDetail,
  statusLabel,
} from '../utils/offer-labels';
import { CancelWaitModal } from './cancel-wait-modal';
import { OfferItemHeading } from './offer-item-heading';
import * as styles from './offers.css';

export interface ManageOfferProps {
  offer: Offer;
  /** 'Go back': the generative or marketplace auction page (utils/back-target). */
  backTo: string;
  /** Replaces the cached offer (after a cancel) or reloads it. */
  onChanged: (offer?: Offer) => void;
}

/**
 * /nft/{nftId}/{offerId}/manage-offer (spec part 1 §2): the maker's offer (price, payment detail, status,
 * expiry), Go back and Cancel Offer. Within 6 hours of making it the 'Unable to cancel offer' dialog counts down
 * to when it can be cancelled; a cancelled offer says 'Offer already canceled' and goes back.
 */
export function ManageOffer({ offer, backTo, onChanged }: ManageOfferProps) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<Date | null>(null);
  const cancellable = isActive(offer) || offer.status === OfferStatus.cancelled;

  const alreadyCanceled = () => {
    toast('error', messages.offerAlreadyCanceled);
    navigate(backTo);
  };

  const cancel = async () => {
    setError(null);
    if (offer.status === OfferStatus.cancelled) return alreadyCanceled();
    setBusy(true);
    try {
      const answer = await updateOfferStatus(offer.uuid, 'cancel');
      toast('success', messages.offerCancelled);
      onChanged(answer.offer);
      navigate(backTo);
    } catch (caught) {
      setBusy(false);
      if (isAlreadyCanceled(caught)) return alreadyCanceled();
      // The server keeps the clock: its 409 says until when (else the offer's cancellable_at).
      if (isCancelTooEarly(caught))
        return setWaitUntil(cancellableAtOf(caught) ?? new Date(offer.cancellable_at));
      setError(isNoLongerAvailable(caught) ? messages.offerNoLongerAvailable : errorText(caught));
      onChanged();
    }
  };

  return (
    <Page title="Manage Offer" testId="manage-offer">
      <div className={styles.column}>
        <OfferItemHeading
          title={offer.nft_item.title}
          thumbnail={offer.nft_item.thumbnail}
          sequence={offer.nft_item.sequence}
        />
        <dl className={styles.figures} data-testid="offer-details">
          <dt>Price</dt>
          <dd className={styles.strong} data-testid="offer-price">
            {formatUsdFixed(usdToCents(offer.amount))}
          </dd>
          <dt>Payment</dt>
          <dd data-testid="offer-payment">{paymentDetail(offer)}</dd>
          <dt>Status</dt>
          <dd data-testid="offer-status">{statusLabel(offer.status)}</dd>
          <dt>Made</dt>
          <dd>{formatDate(offer.created_at)}</dd>
          <dt>Expires</dt>
          <dd>{formatDate(offer.expires_at)}</dd>
        </dl>
        <FormError message={error} />
        <div className={styles.actions}>
          <LinkButton variant="secondary" to={backTo}>
            Go back
          </LinkButton>
          {cancellable && (
            <Button onClick={() => void cancel()} disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel Offer'}
            </Button>
          )}
        </div>
      </div>
      {waitUntil && <CancelWaitModal cancellableAt={waitUntil} onClose={() => setWaitUntil(null)} />}
    </Page>
  );
}
