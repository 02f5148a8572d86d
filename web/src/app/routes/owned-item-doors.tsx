import type { ItemDoorsProps } from '../../features/collection/components/owner-actions';
import { NftItemRoute } from '../../features/collection/routes/nft-item-route';
import { ExportDoor } from '../../features/export/components/export-door';
import { FusionDoor } from '../../features/fusion/components/fusion-door';
import { GiftDoor } from '../../features/gift/components/gift-door';
import { ItemCollectionOffersDoor } from '../../features/offers/components/item-collection-offers';
import { VaultDoor } from '../../features/vault/components/vault-door';
import { useFlags } from '../../lib/feature-flags';

/**
 * The doors of the owned-item page that other features own (part 2 §6): export, gift, fusion, vault and the
 * collection offers the item matches. The app
 * composes them into the collection feature's page, so no feature imports another.
 */
function OwnedItemDoors({ item, onChanged }: ItemDoorsProps) {
  const { flags } = useFlags();
  const exportStatus = item.export_status ?? 'not_initiated';
  const exported = exportStatus === 'completed';
  return (
    <>
      {(flags.exportEnabled || item.export_allowed || exportStatus !== 'not_initiated') && (
        <li>
          <ExportDoor item={item} onChanged={onChanged} />
        </li>
      )}
      {/* A listed item is never gifted; an unlisted one that cannot be may hold an open gift (the door shows it). */}
      {!exported && (item.can_gift || item.sold_at === null) && (
        <li>
          <GiftDoor item={item} onChanged={onChanged} />
        </li>
      )}
      {/* Only an item that is not listed, exporting or exported may go into the fuser. */}
      {flags.fusionEnabled && item.sold_at === null && exportStatus === 'not_initiated' && (
        <li>
          <FusionDoor item={item} />
        </li>
      )}
      {/* Collection and trait offers the item matches (the server answers only its owner's, matching ones). */}
      {flags.offersEnabled && !exported && (
        <li>
          <ItemCollectionOffersDoor itemId={item.id} />
        </li>
      )}
      {item.vault.length > 0 && (
        <li>
          <VaultDoor item={item} onOpened={onChanged} />
        </li>
      )}
    </>
  );
}

/** /nft/{nftId}/{nftItemId}/details with the doors; loaded with the route. */
export function OwnedItemRoute({ nftId, nftItemId }: { nftId: string; nftItemId: string }) {
  return <NftItemRoute nftId={nftId} nftItemId={nftItemId} Doors={OwnedItemDoors} />;
}
