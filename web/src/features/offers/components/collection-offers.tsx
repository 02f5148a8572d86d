import { useId, useState } from 'react';
import { formatDate } from '../../../../../shared/format/date';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { errorText } from '../../../lib/api-client';
import { useAuthModal, useIsLoggedIn } from '../../../lib/auth';
import { useRequireVerifiedEmail } from '../../../lib/use-require-verified-email';
import { useCollectionOffers } from '../api/list-collection-offers';
import { updateCollectionOffer } from '../api/update-collection-offer';
import { offerTargetText } from '../utils/offer-labels';
import { CollectionOfferForm, type OfferTraitOption } from './collection-offer-form';
import * as styles from './offers.css';

/**
 * The collection page's offers: its open collection and trait offers, best price first (the maker's own with
 * Cancel), and 'Make collection offer' (logged out: the login modal).
 */
export function CollectionOffers({
  collectionId,
  traits,
}: {
  collectionId: string;
  traits: readonly OfferTraitOption[];
}) {
  const titleId = useId();
  const { data, error, mutate } = useCollectionOffers(collectionId);
  const [making, setMaking] = useState(false);
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const verifiedEmail = useRequireVerifiedEmail();
  const toast = useToast();

  const open = async () => {
    if (!loggedIn) openLogin();
    else if (await verifiedEmail()) setMaking(true);
  };
  const cancel = async (offerId: string) => {
    try {
      const answer = await updateCollectionOffer(offerId, { status: 'cancel' });
      toast('success', answer.message);
    } catch (caught) {
      toast('error', errorText(caught));
    }
    await mutate();
  };

  return (
    <section className={styles.collectionOffers} aria-labelledby={titleId} data-testid="collection-offers">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          Collection offers
        </h2>
        {!making && <Button onClick={() => void open()}>Make collection offer</Button>}
      </div>
      {making && (
        <CollectionOfferForm
          collectionId={collectionId}
          traits={traits}
          onCancel={() => setMaking(false)}
          onDone={() => {
            setMaking(false);
            toast('success', 'Offer Submitted');
            void mutate();
          }}
        />
      )}
      {error ? (
        <ErrorState onRetry={() => mutate()} />
      ) : !data ? (
        <Loader label="Loading collection offers" />
      ) : data.results.length === 0 ? (
        <EmptyState title="There are no collection offers yet." />
      ) : (
        <ul className={styles.offerList}>
          {data.results.map((offer) => (
            <li key={offer.uuid} className={styles.offerCard} data-testid="collection-offer">
              <span className={styles.strong}>{formatUsdFixed(Math.round(offer.amount * 100))}</span>
              <span>{offerTargetText(offer)}</span>
              <span className={styles.muted}>
                {offer.units_left} of {offer.quantity} left · by {offer.created_by.username} · expires{' '}
                {formatDate(offer.expires_at)}
              </span>
              {offer.is_maker && (
                <span className={styles.offerCardActions}>
                  <Button variant="secondary" size="sm" onClick={() => void cancel(offer.uuid)}>
                    Cancel Offer
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
