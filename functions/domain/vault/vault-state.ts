import { VAULT_OPEN_DELAY_MS } from '../../../shared/domain/constants';
import type { NftItemRecord } from '../../data/nft-item';

/** Part 1 §4: unopened, then (after the call) opening for 5 s, then opened. */
export type VaultState = 'unopened' | 'opening' | 'opened';

/** When the opening completes: 5 s after the call (an item opened before the time was kept is open already). */
export const vaultOpensAt = (item: Pick<NftItemRecord, 'isVaultOpened' | 'vaultOpenedAt'>): Date | null => {
  if (!item.isVaultOpened) return null;
  return item.vaultOpenedAt ? new Date(Date.parse(item.vaultOpenedAt) + VAULT_OPEN_DELAY_MS) : new Date(0);
};

/** The state is derived from the time, so an opening ends by itself: no pending record for a sweep to finish. */
export function vaultStateOf(
  item: Pick<NftItemRecord, 'isVaultOpened' | 'vaultOpenedAt'>,
  now: Date,
): VaultState {
  const opensAt = vaultOpensAt(item);
  if (!opensAt) return 'unopened';
  return now >= opensAt ? 'opened' : 'opening';
}
