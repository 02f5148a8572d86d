import type { OpenVaultAnswer } from '../../../../../shared/api/schemas/vault';
import { apiSend } from '../../../lib/api-client';

/** POST /api/nft/{id}/item/{itemId}/open-vault: the owner opens the vault; it completes `wait_ms` later (5 s). */
export const openVault = (nftId: string, itemId: string): Promise<OpenVaultAnswer> =>
  apiSend('openVault', { params: { id: nftId, itemId } });
