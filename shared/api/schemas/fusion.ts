import { feeKindSchema, paymentMethodSchema } from '../../domain/enum-schemas';
import * as z from '../../zod';
import { idSchema, isoDateSchema, usdSchema } from './common';
import { challengeReturnFields, paymentChoiceFields } from './payment-choice';

/**
 * Fusion (spec part 1 §1, §3, §4; part 2 §7): GET /nft/mine/fusion, GET and POST /nft/fusion_request/info, POST
 * /nft/fusion_request. Exactly 3 items are fused; the fee is 50 USD plus the payment method's fee.
 */

/** Part 1 §3 'Fusion item': an item that may go into the fuser, with its NFT. */
export const fusionItemSchema = z.object({
  id: idSchema,
  sequence: z.number().check(z.int(), z.positive()),
  nft: z.object({
    id: idSchema,
    // The NFT's tier code (Tier in shared/domain/enums/browsing.ts).
    type: z.number().check(z.int()),
    title: z.string(),
    thumbnail: z.string(),
    image: z.string(),
    artist: z.object({ name: z.string(), icon: z.string(), image: z.string() }),
  }),
});
export type FusionItem = z.infer<typeof fusionItemSchema>;

export const fusionStatusSchema = z.enum(['paying', 'fusing', 'completed', 'failed']);

/** One of the user's fusions: the items sent in, and the fused NFT's edition once delivered. */
export const fusionSchema = z.object({
  id: z.string(),
  status: fusionStatusSchema,
  items: z.array(
    z.object({
      id: idSchema,
      nft_id: idSchema,
      sequence: z.number().check(z.int()),
      title: z.string(),
      thumbnail: z.string(),
    }),
  ),
  requested_at: isoDateSchema,
  ended_at: z.nullable(isoDateSchema),
  /** The fused NFT and its edition, once completed. */
  result: z.nullable(z.object({ nft_id: idSchema, item_id: idSchema })),
  /** A physical item ships to the US address given; shipped once the shipping step recorded it. */
  shipping: z.nullable(z.object({ address_uuid: z.string(), shipped_at: z.nullable(isoDateSchema) })),
  /** 'Fuse failed.' (or 'Payment failed.') when failed. */
  failure: z.nullable(z.string()),
});
export type Fusion = z.infer<typeof fusionSchema>;

/** GET /nft/mine/fusion: the user's items that may be fused, and the user's fusions (newest first). */
export const myFusionNftsSchema = z.object({
  results: z.array(fusionItemSchema),
  fusions: z.array(fusionSchema),
});
export type MyFusionNfts = z.infer<typeof myFusionNftsSchema>;

/** GET /nft/fusion_request/info: the recipes and the default fuse price (part 2 §9). */
export const fusionInfoSchema = z.object({
  recipes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      items: z.number().check(z.int()),
    }),
  ),
  price: z.object({ amount: usdSchema }),
  items_required: z.number().check(z.int()),
  preview_slots: z.number().check(z.int()),
});
export type FusionInfo = z.infer<typeof fusionInfoSchema>;

/** §7's items; 3 distinct ids are checked by the server ('Select exactly 3 NFTs to fuse.'). */
const itemsSchema = z.array(idSchema).check(z.maxLength(20));

/** POST /nft/fusion_request/info: the price of these items, with the chosen method's fee when one is given. */
export const quoteFusionBodySchema = z.object({
  items: itemsSchema,
  ...paymentChoiceFields,
  payment_method: z.optional(paymentMethodSchema),
});
export type QuoteFusionBody = z.infer<typeof quoteFusionBodySchema>;

export const fusionPriceSchema = z.object({
  amount: usdSchema,
  fees: z.array(z.object({ kind: feeKindSchema, label: z.string(), amount: usdSchema })),
  total: usdSchema,
});
export type FusionPrice = z.infer<typeof fusionPriceSchema>;

/** POST /nft/fusion_request: §7's fields; shipment_info names a US address of the user's, null when skipped. */
export const createFusionBodySchema = z.object({
  items: itemsSchema,
  ...paymentChoiceFields,
  ...challengeReturnFields,
  shipment_info: z.nullish(z.object({ address_uuid: idSchema })),
});
export type CreateFusionBody = z.infer<typeof createFusionBodySchema>;

/**
 * 'success' (compared by the web) with the fusion under way, or 'redirect' to the card's 3-D Secure challenge
 * (payment_id goes to POST /payments/validate-3ds, then the same request again with the same Idempotency-Key).
 */
export const createFusionAnswerSchema = z.union([
  z.object({ status: z.literal('success'), data: fusionSchema }),
  z.object({ status: z.literal('redirect'), redirect_url: z.string(), payment_id: z.string() }),
]);
export type CreateFusionAnswer = z.infer<typeof createFusionAnswerSchema>;
