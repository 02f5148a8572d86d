import { listVaultItems } from '../../data/vault-item';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { VaultOpeningError, VaultUnopenedError } from './errors';
import { ownersEdition } from './owners-edition';
import { vaultOpensAt, vaultStateOf } from './vault-state';

/** How long a signed URL of a vault file reads it: enough to load the media, too short to pass around. */
export const VAULT_MEDIA_URL_TTL_SECONDS = 300;

/** `GET {media url}?url=true`: a short-lived signed URL of a vault file, for the item's owner once the vault is open. */
export async function vaultMediaUrl(
  deps: Pick<Deps, 'db' | 'clock' | 'media'>,
  input: { nftId: string; itemId: string; vaultId: string; userUuid: string },
) {
  const { nft, item } = await ownersEdition(deps.db, input.nftId, input.itemId, input.userUuid);
  const now = deps.clock.now();
  const state = vaultStateOf(item, now);
  if (state === 'unopened') throw new VaultUnopenedError();
  if (state === 'opening') {
    const opensAt = vaultOpensAt(item) ?? now;
    throw new VaultOpeningError(opensAt, opensAt.getTime() - now.getTime());
  }
  const vaultItem = (await listVaultItems(deps.db, nft.id)).find(
    (candidate) => candidate.id === input.vaultId,
  );
  if (!vaultItem) throw new NotFoundError();
  return {
    url: await deps.media.signedUrl(vaultItem.fileKey, VAULT_MEDIA_URL_TTL_SECONDS),
    expires_at: new Date(now.getTime() + VAULT_MEDIA_URL_TTL_SECONDS * 1000).toISOString(),
  };
}
