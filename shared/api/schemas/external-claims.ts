import * as z from '../../zod';
import { idSchema, isoDateSchema } from './common';

/** A claim token: the e-mailed link's, 43 base64url characters. */
export const claimTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(64), z.regex(/^[\w-]+$/)),
});

/** Part 1 §3's two readings of a claim's status: 1 pending, 2 approved, 3 cancelled; claimed 1 initial, 2 claimed. */
export const ClaimStatus = { pending: 1, approved: 2, cancelled: 3 } as const;
export const ClaimedStatus = { initial: 1, claimed: 2 } as const;

/** Where the claim stands, for the page: claiming while the claim workflow runs; failed: 'Contact support.' */
export const claimStateSchema = z.enum(['pending', 'claiming', 'claimed', 'failed']);
export type ClaimState = z.infer<typeof claimStateSchema>;

const claimNftSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  thumbnail: z.string(),
});

/** The claim order of part 1 §3: token, status, orderItems[{quantity, nft}], order.line_items. */
export const claimSchema = z.object({
  token: z.string(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  claimed_status: z.union([z.literal(1), z.literal(2)]),
  state: claimStateSchema,
  orderItems: z.array(z.object({ quantity: z.number().check(z.int(), z.positive()), nft: claimNftSchema })),
  order: z.object({
    id: z.string(),
    line_items: z.array(
      z.object({ nft_id: z.string(), title: z.string(), quantity: z.number().check(z.int(), z.positive()) }),
    ),
  }),
  /** The editions given, once claimed. */
  items: z.array(
    z.object({ id: z.string(), nft_id: z.string(), sequence: z.number().check(z.int(), z.positive()) }),
  ),
  created_at: isoDateSchema,
  claimed_at: z.nullable(isoDateSchema),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimsResponseSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  results: z.array(claimSchema),
});

/** POST /claims/{token}/submit takes no fields. */
export const submitClaimBodySchema = z.strictObject({});

/** The external auction site's order webhook: it only names the order, read back from the site. */
export const externalOrderWebhookBodySchema = z.object({ order_id: idSchema });
export const externalOrderWebhookResponseSchema = z.object({
  outcome: z.enum(['created', 'existing']),
  token: z.string(),
});
