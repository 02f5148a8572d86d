import * as z from '../../zod';
import { idSchema, isoDateSchema } from './common';

/** POST /nft/{id}/item/{itemId}/open-vault (§7 reads none): when the opening completes (5 s after the call). */
export const openVaultAnswerSchema = z.object({
  is_vault_opened: z.boolean(),
  opens_at: isoDateSchema,
  wait_ms: z.number().check(z.int(), z.gte(0)),
});
export type OpenVaultAnswer = z.infer<typeof openVaultAnswerSchema>;

/** A vault item's media address: the item's edition and the vault item. */
export const vaultMediaParamsSchema = z.object({ id: idSchema, itemId: idSchema, vaultId: idSchema });

/** `GET {media url}?url=true`: the media address answers a URL to read the file, not the file. */
export const vaultMediaQuerySchema = z.object({ url: z.literal('true') });

/** A short-lived signed URL of a vault file (S3 presigned in AWS, HMAC-signed locally) and when it expires. */
export const signedMediaUrlSchema = z.object({
  url: z.string().check(z.minLength(1)),
  expires_at: isoDateSchema,
});
export type SignedMediaUrl = z.infer<typeof signedMediaUrlSchema>;
