import { Fragment, useState } from 'react';
import { useLocation } from 'wouter';
import type { MatchingCollectionOffer } from '../../../../../shared/api/schemas/offers';
import { formatDate } from '../../../../../shared/format/date';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useItemCollectionOffers } from '../api/list-item-collection-offers';
import { updateCollectionOffer } from '../api/update-collection-offer';
import { offerTargetText } from '../utils/offer-labels';
import * as styles from './offers.css';

const usd = (amount: number) => formatUsdFixed(Math.round(amount * 100));

/**
 * The owned-item page's door to the collection and trait offers the item matches: a button with their count that
 * opens them, each with what selling this item to it pays (the accept screen's figures) and Accept.
 */
export function ItemCollectionOffersDoor({ itemId }: { itemId: string }) {
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useItemCollectionOffers(itemId);
  const count = data?.count;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="collection-offers-door">
        Collection offers{count === undefined ? '' : ` (${count})`}
      </Button>
      {open && (
        <Modal title="Collection offers" onClose={() => setOpen(false)}>
          {error ? (
            <ErrorState onRetry={() => mutate()} />
          ) : !data ? (
            <Loader label="Loading collection offers" />
          ) : data.results.length === 0 ? (
            <EmptyState title="No collection offers match this NFT yet." />
          ) : (
            <ul className={styles.offerList}>
              {data.results.map((offer) => (
                <MatchingOffer
                  key={offer.uuid}
                  offer={offer}
                  itemId={itemId}
                  onRefused={() => void mutate()}
                />
              ))}
            </ul>
          )}
        </Modal>
      )}
    </>
  );
}

/** One matching offer: its figures for this item and Accept (the item goes to the maker; off to My Collection). */
function MatchingOffer({
  offer,
  itemId,
  onRefused,
}: {
  offer: MatchingCollectionOffer;
  itemId: string;
  onRefused: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const toast = useToast();
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await updateCollectionOffer(offer.uuid, { status: 'accept', nft_item: itemId });
      toast('success', answer.message);
      navigate(paths.myCollection());
    } catch (caught) {
      setFailure(errorText(caught));
      setBusy(false);
      onRefused();
    }
  };
  const figures: [string, string][] = [
    ['Offer', usd(offer.amount)],
    ['For', offerTargetText(offer)],
    ['From', offer.created_by.username],
    ['Royalty', usd(offer.royalty)],
    ['Platform fee', usd(offer.platform_fee)],
    ['You receive', usd(offer.seller_receives)],
    ['Expires', formatDate(offer.expires_at)],
  ];
  return (
    <li className={styles.column} data-testid="matching-collection-offer">
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <FormError message={failure} />
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => void accept()}>
          {busy ? 'Accepting…' : 'Accept Offer'}
        </Button>
      </div>
    </li>
  );
}
