import type { Db } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import type { NftItemRecord } from '../../data/nft-item';
import { listVaultItems, type VaultItemRecord } from '../../data/vault-item';
import { type VaultState, vaultStateOf } from './vault-state';

/** An item's vault as its viewer sees it: the state for anyone, the content for the owner only. */
export interface VaultView {
  state: VaultState;
  items: VaultItemRecord[];
}

/** The vault of each item (by item id) for `viewerUuid`; one read per NFT with vault content among the owner's. */
export async function vaultViews(
  db: Db,
  editions: { item: NftItemRecord; nft: NftRecord }[],
  viewerUuid: string | null,
  now: Date,
): Promise<Map<string, VaultView>> {
  const withVault = editions.filter(({ item, nft }) => item.owner === viewerUuid && nft.hasVault !== 'no');
  const nftIds = [...new Set(withVault.map(({ nft }) => nft.id))];
  const vaults = new Map(
    await Promise.all(nftIds.map(async (nftId) => [nftId, await listVaultItems(db, nftId)] as const)),
  );
  return new Map(
    editions.map(({ item, nft }) => [
      item.id,
      {
        state: vaultStateOf(item, now),
        items: item.owner === viewerUuid ? (vaults.get(nft.id) ?? []) : [],
      },
    ]),
  );
}
