import { defineRoute, type RouteDef } from '../route';
import { nftItemParamsSchema } from '../schemas/nft';
import {
  openVaultAnswerSchema,
  signedMediaUrlSchema,
  vaultMediaParamsSchema,
  vaultMediaQuerySchema,
} from '../schemas/vault';

/** Vault content of an owned item (spec part 2 §7 'Collection, items, export, gift, fusion'). */
export const vaultRoutes = {
  // §7: /nft/{id}/item/{itemId}/open-vault.
  openVault: defineRoute({
    method: 'POST',
    path: '/nft/{id}/item/{itemId}/open-vault',
    family: 'owner',
    access: 'user',
    params: nftItemParamsSchema,
    response: openVaultAnswerSchema,
    summary:
      "The owner opens the item's vault; the opening completes 5 s after the call (404 for an unknown or hidden item, 403 for another user's, 409 without vault content)",
  }),
  // §7's 'GET {media url}?url=true': a vault item's `file` is this address.
  getVaultMedia: defineRoute({
    method: 'GET',
    path: '/nft/{id}/item/{itemId}/vault/{vaultId}',
    family: 'owner',
    access: 'user',
    params: vaultMediaParamsSchema,
    query: vaultMediaQuerySchema,
    response: signedMediaUrlSchema,
    summary:
      "url: a short-lived signed URL of the vault file, for the item's owner once the vault is open (403 for another user's item, 409 while it is unopened or opening)",
  }),
} satisfies Record<string, RouteDef>;
