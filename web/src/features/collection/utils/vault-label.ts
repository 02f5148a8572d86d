import type { OwnedItem } from '../../../../../shared/api/schemas/nft';

/** 'Vault Opened' or 'Vault Unopened', with how many pieces of content it holds; null without a vault. */
export const vaultLabel = (item: OwnedItem) =>
  item.vault.length > 0
    ? `${item.is_vault_opened ? 'Vault Opened' : 'Vault Unopened'} (${item.vault.length})`
    : null;
