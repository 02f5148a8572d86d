import * as z from '../../zod';

/** POST /auction/{id}/claim takes no fields: one free edition per call (an Idempotency-Key makes it retry-safe). */
export const claimBodySchema = z.strictObject({});

/** The free edition claimed (the claim shows in order history as a $0 order). */
export const claimResultSchema = z.object({
  status: z.literal('claimed'),
  item: z.object({ id: z.string(), nft_id: z.string(), edition: z.number().check(z.int(), z.positive()) }),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;
