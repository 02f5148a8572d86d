import { buildPath } from '../../shared/api/route';
import { vaultRoutes } from '../../shared/api/routes/vault';
import type { OwnedItem } from '../../shared/api/schemas/nft';
import type { VaultView } from '../domain/vault/owner-vaults';

/**
 * The owner's vault items. `file` is the media address (GET it with ?url=true for a signed URL, once the vault is
 * open); the private description shows once the vault is open.
 */
export function vaultItemsView(nftId: string, itemId: string, vault: VaultView): OwnedItem['vault'] {
  const opened = vault.state === 'opened';
  return vault.items.map((record) => ({
    id: record.id,
    media_type: record.mediaType,
    file: buildPath(vaultRoutes.getVaultMedia.path, { id: nftId, itemId, vaultId: record.id }),
    related_to: record.relatedTo,
    frame_type: record.frameType,
    title: record.title,
    terms_link: record.termsLink,
    private_description: opened ? record.privateDescription : null,
  }));
}
