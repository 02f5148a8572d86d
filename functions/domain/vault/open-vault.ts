import { tryTransactWrite } from '../../data/db';
import { getNftItem, type NftItemRecord } from '../../data/nft-item';
import { listVaultItems, openItemVault } from '../../data/vault-item';
import type { Deps } from '../../lib/deps';
import { ForbiddenError } from '../../lib/errors';
import { NoVaultContentError } from './errors';
import { ownersEdition } from './owners-edition';
import { vaultOpensAt, vaultStateOf } from './vault-state';

/** What open-vault answers: whether the content is there yet, and when the opening completes. */
function openingAnswer(item: Pick<NftItemRecord, 'isVaultOpened' | 'vaultOpenedAt'>, now: Date) {
  const opensAt = vaultOpensAt(item) ?? now;
  return {
    is_vault_opened: vaultStateOf(item, now) === 'opened',
    opens_at: opensAt.toISOString(),
    wait_ms: Math.max(0, opensAt.getTime() - now.getTime()),
  };
}

/**
 * POST /nft/{id}/item/{itemId}/open-vault: the owner opens the item's vault. Part 1 §4 'after call, 5 second wait
 * before completing': the opening is recorded now and the content is served from 5 s later. Opening again
 * answers the first opening's times.
 */
export async function openVault(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { nftId: string; itemId: string; userUuid: string },
) {
  const { nft, item } = await ownersEdition(deps.db, input.nftId, input.itemId, input.userUuid);
  if (nft.hasVault === 'no' || (await listVaultItems(deps.db, nft.id)).length === 0)
    throw new NoVaultContentError();
  const now = deps.clock.now();
  if (item.isVaultOpened) return openingAnswer(item, now);
  const at = now.toISOString();
  if (await tryTransactWrite(deps.db, [openItemVault(deps.db, item.id, input.userUuid, at)]))
    return openingAnswer({ isVaultOpened: true, vaultOpenedAt: at }, now);
  // A racing open won, or the item left its owner since it was read.
  const current = await getNftItem(deps.db, item.id);
  if (current?.owner !== input.userUuid) throw new ForbiddenError();
  return openingAnswer(current, now);
}
