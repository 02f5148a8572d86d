import type { ComponentType, ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import type { NftDetail, OwnedItem } from '../../../../../shared/api/schemas/nft';
import { formatBadgeCount } from '../../../../../shared/format/count';
import { showsVisibilityToggle } from '../../../../../shared/rules/item-visibility';
import { LinkButton } from '../../../components/button/link-button';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { ListingActions } from './listing-actions';
import * as styles from './owned-item-page.css';
import { VisibilityToggle } from './visibility-toggle';

/** The owner's way to the item's offers, with the count of offers not seen yet ('99+' above 99). */
function OffersLink({ item }: { item: OwnedItem }) {
  const fresh = item.new_offers_count ?? 0;
  return (
    <LinkButton variant="secondary" to={paths.nftItemOffers({ nftId: item.nft.id, nftItemId: item.id })}>
      Offers
      {fresh > 0 && (
        <span className={styles.offersBadge} data-testid="new-offers">
          {formatBadgeCount(fresh)}
          <span className={visuallyHidden}> new</span>
        </span>
      )}
    </LinkButton>
  );
}

/** What the owned-item page is given to render the doors other features own (gift, export, vault, fusion). */
export interface ItemDoorsProps {
  item: OwnedItem;
  /** Reloads the item after a door changed it (settles once it is reloaded). */
  onChanged: () => Promise<unknown>;
}

/**
 * What the owner can do with the item (part 2 §6): post it for sale or change and cancel its listing, the
 * offers made on it, its visibility, and the doors of other features, which the app composes in (`Doors`, each
 * one an `<li>`): a feature never imports another. An exported item has left the platform: no sale, offers or
 * visibility.
 */
export function OwnerActions({
  item,
  nft,
  mutate,
  Doors,
}: {
  item: OwnedItem;
  nft: NftDetail;
  mutate: KeyedMutator<OwnedItem>;
  Doors?: ComponentType<ItemDoorsProps>;
}) {
  const { flags } = useFlags();
  const actions: { key: string; node: ReactNode }[] = [];
  const exportStatus = item.export_status ?? 'not_initiated';
  const exported = exportStatus === 'completed';
  if (flags.marketplaceEnabled && !exported)
    actions.push({ key: 'listing', node: <ListingActions item={item} nft={nft} mutate={mutate} /> });
  if (flags.offersEnabled && !exported) actions.push({ key: 'offers', node: <OffersLink item={item} /> });
  if (showsVisibilityToggle({ offersEnabled: flags.offersEnabled, exportStatus }))
    actions.push({ key: 'visibility', node: <VisibilityToggle item={item} mutate={mutate} /> });
  if (actions.length === 0 && !Doors) return null;
  return (
    <ul className={styles.actions} aria-label="Owner actions" data-testid="owner-actions">
      {actions.map(({ key, node }) => (
        <li key={key}>{node}</li>
      ))}
      {Doors && <Doors item={item} onChanged={() => mutate()} />}
    </ul>
  );
}
