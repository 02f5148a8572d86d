import type { ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import type { NftDetail, OwnedItem } from '../../../../../shared/api/schemas/nft';
import { formatBadgeCount } from '../../../../../shared/format/count';
import { showsVisibilityToggle } from '../../../../../shared/rules/item-visibility';
import { LinkButton } from '../../../components/button/link-button';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { ExportDoor } from '../../export/components/export-door';
import { FusionDoor } from '../../fusion/components/fusion-door';
import { GiftDoor } from '../../gift/components/gift-door';
import { VaultDoor } from '../../vault/components/vault-door';
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

/**
 * What the owner can do with the item (part 2 §6): post it for sale or change and cancel its listing, the
 * offers made on it, its visibility, its export (the export door, features/export), its gift (features/gift)
 * and its vault content (features/vault). An exported item has left the platform: no sale, offers, gift or
 * visibility.
 */
export function OwnerActions({
  item,
  nft,
  mutate,
}: {
  item: OwnedItem;
  nft: NftDetail;
  mutate: KeyedMutator<OwnedItem>;
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
  if (flags.exportEnabled || item.export_allowed || exportStatus !== 'not_initiated')
    actions.push({ key: 'export', node: <ExportDoor item={item} onChanged={() => void mutate()} /> });
  // A listed item is never gifted; an unlisted one that cannot be may hold an open gift (the door shows it).
  if (!exported && (item.can_gift || item.sold_at === null))
    actions.push({ key: 'gift', node: <GiftDoor item={item} onChanged={() => void mutate()} /> });
  // Only an item that is not listed, exporting or exported may go into the fuser.
  if (flags.fusionEnabled && item.sold_at === null && exportStatus === 'not_initiated')
    actions.push({ key: 'fusion', node: <FusionDoor item={item} /> });
  if (item.vault.length > 0)
    actions.push({ key: 'vault', node: <VaultDoor item={item} onOpened={() => mutate()} /> });
  if (actions.length === 0) return null;
  return (
    <ul className={styles.actions} aria-label="Owner actions" data-testid="owner-actions">
      {actions.map(({ key, node }) => (
        <li key={key}>{node}</li>
      ))}
    </ul>
  );
}
