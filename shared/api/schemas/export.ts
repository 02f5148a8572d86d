import { blockchainSchema } from '../../domain/enum-schemas';
import * as z from '../../zod';

/** An address of an external wallet as typed (spec part 2 §7); its format is checked against the chain. */
const walletAddressSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** POST /nft/validate-wallet-address. */
export const validateWalletAddressBodySchema = z.object({
  wallet_address: walletAddressSchema,
  blockchain: blockchainSchema,
});
export type ValidateWalletAddressBody = z.infer<typeof validateWalletAddressBodySchema>;
export const walletAddressValiditySchema = z.object({ validity: z.boolean() });

/**
 * POST /nft/{itemId}/export: the wallet to send the item to. `blockchain` is the item's own chain (an NFT lives on
 * one); §7 also names `address`, taken for `wallet_address` when that is absent.
 */
export const exportItemBodySchema = z
  .object({
    wallet_address: z.optional(walletAddressSchema),
    address: z.optional(walletAddressSchema),
    blockchain: z.optional(blockchainSchema),
  })
  .check(
    z.refine((body) => body.wallet_address ?? body.address, {
      message: 'Required',
      path: ['wallet_address'],
    }),
  );
export type ExportItemBody = z.infer<typeof exportItemBodySchema>;

/** What export and cancel_export answer (§7 reads none): the item's export status after the call. */
export const exportAnswerSchema = z.object({
  export_status: z.enum(['pending', 'not_initiated']),
  detail: z.optional(z.string()),
});
export type ExportAnswer = z.infer<typeof exportAnswerSchema>;

/** Where an exported item went (the owner's wallet label, part 1 §2): the chain, the address and the transfer. */
export const exportedToSchema = z.object({
  blockchain: blockchainSchema,
  wallet_address: z.string(),
  transaction_hash: z.string(),
});
export type ExportedTo = z.infer<typeof exportedToSchema>;
