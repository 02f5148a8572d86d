import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { NftDetail, OwnedItem } from '../../../../../shared/api/schemas/nft';
import { Button } from '../../../components/button/button';
import { formatPrice } from '../../../utils/money';
import { type ResaleDenial, resaleDenial, useListing } from '../hooks/use-listing';
import * as styles from './owned-item-page.css';
import { CancelSaleModal, ResaleDeniedModal, ResalePriceModal, RoyaltiesTermsModal } from './resale-modals';

type Step =
  | { kind: 'idle' }
  | { kind: 'denied'; denial: ResaleDenial }
  | { kind: 'terms' }
  | { kind: 'price' }
  | { kind: 'update' }
  | { kind: 'cancel' };

const idle: Step = { kind: 'idle' };

export interface ListingActionsProps {
  item: OwnedItem;
  nft: NftDetail;
  mutate: KeyedMutator<OwnedItem>;
}

/**
 * The owner's resale actions (spec part 1 §4 'Listing', 'Resale'; part 2 §6): not for sale, 'Post for sale'
 * opens the denial dialog when resale is not allowed ('Item Not Ready For Resell', 'NFT On Cool-down'),
 * otherwise the royalties terms and then the resale price; listed, 'NFT LISTED FOR SALE' with its price,
 * 'Update Price' and 'Cancel sale'.
 */
export function ListingActions({ item, nft, mutate }: ListingActionsProps) {
  const [step, setStep] = useState<Step>(idle);
  const listing = useListing(item, nft, mutate);
  const close = () => setStep(idle);
  const fees = { royalty: nft.secondary_sale_resale_royalty, platformFee: nft.secondary_sale_platform_fee };
  const listed = item.sold_at;

  const postForSale = () => {
    const denial = resaleDenial(item);
    setStep(denial ? { kind: 'denied', denial } : { kind: 'terms' });
  };

  const create = async (price: number) => {
    const outcome = await listing.create(price);
    if (outcome.ok) close();
    else if (outcome.denial) setStep({ kind: 'denied', denial: outcome.denial });
  };

  const update = async (price: number) => {
    if (!listed) return;
    if (await listing.edit(listed.id, price)) close();
  };

  const cancelSale = async () => {
    if (!listed) return;
    await listing.remove(listed.id);
    close();
  };

  return (
    <div className={styles.listing} data-testid="listing-actions">
      {listed ? (
        <>
          <div data-testid="listed-for-sale">
            <p className={styles.listedLabel}>NFT LISTED FOR SALE</p>
            <p className={styles.listedPrice} data-testid="listed-price">
              {formatPrice(listed.price)}
            </p>
          </div>
          <div className={styles.buttonRow}>
            <Button onClick={() => setStep({ kind: 'update' })}>Update Price</Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'cancel' })}>
              Cancel sale
            </Button>
          </div>
        </>
      ) : (
        <Button onClick={postForSale}>Post for sale</Button>
      )}

      {step.kind === 'denied' && (
        <ResaleDeniedModal title={step.denial.title} description={step.denial.description} onClose={close} />
      )}
      {step.kind === 'terms' && (
        <RoyaltiesTermsModal {...fees} onAccept={() => setStep({ kind: 'price' })} onClose={close} />
      )}
      {step.kind === 'price' && (
        <ResalePriceModal
          mode="create"
          {...fees}
          busy={listing.busy}
          onSubmit={(price) => void create(price)}
          onClose={close}
        />
      )}
      {step.kind === 'update' && listed && (
        <ResalePriceModal
          mode="update"
          currentPrice={listed.price}
          {...fees}
          busy={listing.busy}
          onSubmit={(price) => void update(price)}
          onClose={close}
        />
      )}
      {step.kind === 'cancel' && (
        <CancelSaleModal busy={listing.busy} onConfirm={() => void cancelSale()} onClose={close} />
      )}
    </div>
  );
}
