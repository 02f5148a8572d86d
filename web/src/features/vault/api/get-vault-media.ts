import useSWR from 'swr';
import type { SignedMediaUrl } from '../../../../../shared/api/schemas/vault';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** A signed URL lasts 5 minutes: take a fresh one a minute before it runs out. */
const RENEW_EVERY_MS = 4 * 60 * 1000;

/**
 * `GET {media url}?url=true`: a vault item's `file` is /api/nft/{id}/item/{itemId}/vault/{vaultId}, which answers a
 * short-lived signed URL of the file. Read only once the vault is open.
 */
export const vaultMediaKey = (nftId: string, itemId: string, vaultId: string) =>
  apiKey('getVaultMedia', { params: { id: nftId, itemId, vaultId }, query: { url: 'true' } });

export const useVaultMedia = (nftId: string, itemId: string, vaultId: string, opened: boolean) =>
  useSWR<SignedMediaUrl, ApiError>(opened ? vaultMediaKey(nftId, itemId, vaultId) : null, {
    revalidateOnFocus: false,
    refreshInterval: RENEW_EVERY_MS,
  });
