import { useEffect, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import type { Offer, OffersList } from '../../../../../shared/api/schemas/offers';
import { messages } from '../../../../../shared/domain/messages';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useItemOffers } from '../api/list-item-offers';
import { markOffersViewed } from '../api/mark-offers-viewed';
import { updateOfferStatus } from '../api/update-offer-status';
import { isNoLongerAvailable, totalOffersLabel } from '../utils/offer-labels';
import { DeclineOfferModal } from './decline-offer-modal';
import { OfferItemHeading } from './offer-item-heading';
import * as styles from './offers.css';
import { OffersTable } from './offers-table';

/** Not worded by the spec: the owner's empty list. */
export const NO_OFFERS_RECEIVED = 'There are no offers on this NFT yet.';

/** Marks the owner's unseen offers viewed once they are on screen (each set once), then refreshes the badge. */
function useMarkViewed(owner: boolean, offers: Offer[] | undefined, onMarked: () => void) {
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!owner || !offers) return;
    const uuids = offers
      .filter((offer) => !offer.viewed && !marked.current.has(offer.uuid))
      .map((o) => o.uuid);
    if (uuids.length === 0) return;
    for (const uuid of uuids) marked.current.add(uuid);
    markOffersViewed(uuids.slice(0, 100)).then(onMarked, () => {
      // Only the badge stays as it was (part 2 §8 logs such failures).
      for (const uuid of uuids) marked.current.delete(uuid);
    });
  }, [owner, offers, onMarked]);
}

function useDecline(mutateOffers: KeyedMutator<OffersList>, onDeclined: () => void) {
  const toast = useToast();
  const [declining, setDeclining] = useState<Offer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDeclining(null);
    setError(null);
  };
  const confirm = async () => {
    if (!declining) return;
    setBusy(true);
    setError(null);
    try {
      await updateOfferStatus(declining.uuid, 'decline');
      toast('success', messages.offerDeclined);
      close();
      onDeclined();
    } catch (caught) {
      if (isNoLongerAvailable(caught)) {
        toast('error', messages.offerNoLongerAvailable);
        close();
      } else setError(errorText(caught));
    } finally {
      setBusy(false);
      void mutateOffers();
    }
  };
  return { declining, open: setDeclining, close, confirm, busy, error };
}

export interface ItemOffersProps {
  nftId: string;
  item: OwnedItem;
  /** Refreshes the item (its new-offers count) after offers were seen or answered. */
  onItemChanged: () => void;
}

/**
 * /nft/{nftId}/{nftItemId}/offers (spec part 1 §2): OFFERS with 'Total Offer(s)'; the owner's active offers with
 * ACCEPT (the accept screen) and DECLINE (asked first; 'Offer Declined'); anyone else's own offers on the item
 * with Manage. The owner's unseen offers are marked viewed once shown.
 */
export function ItemOffers({ nftId, item, onItemChanged }: ItemOffersProps) {
  const owner = item.is_owner;
  const offers = useItemOffers(item.id);
  const results = offers.data?.results;
  useMarkViewed(owner, results, onItemChanged);
  const decline = useDecline(offers.mutate, onItemChanged);

  const body = () => {
    if (offers.error)
      return <ErrorState message={errorText(offers.error)} onRetry={() => void offers.mutate()} />;
    if (!offers.data) return <Loader label="Loading offers" />;
    if (offers.data.results.length === 0)
      return <EmptyState title={owner ? NO_OFFERS_RECEIVED : messages.noOffersMade} />;
    return <OffersTable nftId={nftId} offers={offers.data.results} owner={owner} onDecline={decline.open} />;
  };

  return (
    <Page title="OFFERS" testId="item-offers">
      <div className={styles.wide}>
        <div className={styles.header}>
          <OfferItemHeading title={item.nft.title} thumbnail={item.nft.thumbnail} sequence={item.sequence} />
          {offers.data && (
            <span className={styles.count} data-testid="offers-count">
              {totalOffersLabel(offers.data.count)}
            </span>
          )}
        </div>
        {body()}
        <div className={styles.actions}>
          <LinkButton variant="secondary" to={paths.nftItem({ nftId, nftItemId: item.id })}>
            Go back
          </LinkButton>
        </div>
      </div>
      {decline.declining && (
        <DeclineOfferModal
          offer={decline.declining}
          busy={decline.busy}
          error={decline.error}
          onConfirm={() => void decline.confirm()}
          onClose={decline.close}
        />
      )}
    </Page>
  );
}
