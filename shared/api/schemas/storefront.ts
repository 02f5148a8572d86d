import * as z from 'zod';
import {
  STOREFRONT_MAX_EDITIONS,
  STOREFRONT_MAX_ROYALTY_BPS,
  STOREFRONT_MAX_TRAITS,
  STOREFRONT_MEDIA_MAX_BYTES,
} from '../../domain/constants';
import { actionSchema, currencySchema, paymentMethodSchema } from '../../domain/enum-schemas';
import { PaymentMethod } from '../../domain/enums';
import { messages } from '../../domain/messages';
import { storefrontMessages } from '../../domain/storefront-messages';
import { idSchema, isoDateSchema, tooLong, usdSchema } from './common';
import { resalePriceSchema } from './listings';
import { withdrawalSchema } from './withdrawals';

/**
 * The storefront and creators (spec part 1 §1, §2; part 2 §6, §7; issue 15). Public creator reads under
 * /storefront_artist and /storefront_nft (creatorsEnabled); a creator's own calls under /storefront
 * (storefrontEnabled). Money is USD with 2 decimals on the wire; the server keeps integer cents.
 */

// ---------------------------------------------------------------------------------------------------------
// Public: creators and their storefront NFTs
// ---------------------------------------------------------------------------------------------------------

export const creatorCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  nft_count: z.number().int().nonnegative(),
});
export type CreatorCard = z.infer<typeof creatorCardSchema>;

export const creatorSchema = creatorCardSchema.extend({ created: isoDateSchema });
export type Creator = z.infer<typeof creatorSchema>;

/** GET /storefront_artist/: 15 per page, by name; next and previous are page numbers or null. */
export const creatorPageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(creatorCardSchema),
});
export type CreatorPage = z.infer<typeof creatorPageSchema>;

export const creatorPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const creatorIdParamsSchema = z.object({ id: idSchema });

/** A minted and listed storefront NFT; id is the catalog NFT's id, auction_id the Buy Now auction that sells it. */
export const storefrontNftCardSchema = z.object({
  id: idSchema,
  uuid: idSchema,
  title: z.string(),
  image: z.string().nullable(),
  price: usdSchema.nullable(),
  editions: z.number().int().positive(),
  /** Editions left to buy. */
  available: z.number().int().nonnegative(),
  artist: z.object({ id: idSchema, name: z.string() }),
  auction_id: idSchema.nullable(),
  starts: isoDateSchema.nullable(),
  ends: isoDateSchema.nullable(),
  sold_out: z.boolean(),
});
export type StorefrontNftCard = z.infer<typeof storefrontNftCardSchema>;

export const storefrontTraitSchema = z.object({
  trait_type: z.string().trim().min(1, messages.requiredField).max(40, tooLong(40)),
  value: z.string().trim().min(1, messages.requiredField).max(40, tooLong(40)),
});
export type StorefrontTrait = z.infer<typeof storefrontTraitSchema>;

export const storefrontNftSchema = storefrontNftCardSchema.extend({
  description: z.string(),
  traits: z.array(storefrontTraitSchema),
  /** The creator's royalty on resales, in percent (0-10). */
  royalty: z.number().nonnegative(),
});
export type StorefrontNft = z.infer<typeof storefrontNftSchema>;

export const storefrontNftListSchema = z.object({ results: z.array(storefrontNftCardSchema) });
export type StorefrontNftList = z.infer<typeof storefrontNftListSchema>;
export const storefrontNftQuerySchema = z.object({ artist_id: idSchema.optional() });
export const storefrontNftParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------------------
// Creator: claims and profile
// ---------------------------------------------------------------------------------------------------------

/** valid: claimed by this user and the creator exists (the Storefront link then goes to the dashboard). */
export const creatorClaimSchema = z.object({
  creator_id: idSchema,
  creator_name: z.string(),
  valid: z.boolean(),
});
export type CreatorClaim = z.infer<typeof creatorClaimSchema>;
export const creatorClaimsSchema = z.object({ claims: z.array(creatorClaimSchema) });
export type CreatorClaims = z.infer<typeof creatorClaimsSchema>;

export const claimInvitationBodySchema = z.object({
  token: z.string().trim().min(1, messages.requiredField).max(128, tooLong(128)),
});
export type ClaimInvitationBody = z.infer<typeof claimInvitationBodySchema>;

export const payoutTypeSchema = z.enum(['fiat', 'crypto']);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

export const creatorNameSchema = z
  .string({ error: messages.requiredField })
  .trim()
  .min(3, 'Minimum 3 characters.')
  .max(40, tooLong(40));
export const creatorBioSchema = z.string().trim().max(500, tooLong(500));

export const creatorProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  payout_type: payoutTypeSchema,
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const updateCreatorProfileBodySchema = z.object({
  name: creatorNameSchema.optional(),
  bio: creatorBioSchema.optional(),
  payout_type: payoutTypeSchema.optional(),
});
export type UpdateCreatorProfileBody = z.infer<typeof updateCreatorProfileBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Creator: media and NFTs
// ---------------------------------------------------------------------------------------------------------

export const storefrontMediaTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
] as const;
export const storefrontMediaTypeSchema = z.enum(storefrontMediaTypes);

export const mediaUploadUrlBodySchema = z.object({
  content_type: storefrontMediaTypeSchema,
  size: z
    .number()
    .int()
    .positive()
    .max(
      STOREFRONT_MEDIA_MAX_BYTES,
      `The file is too large (at most ${STOREFRONT_MEDIA_MAX_BYTES / 1024 / 1024} MB).`,
    ),
});
export type MediaUploadUrlBody = z.infer<typeof mediaUploadUrlBodySchema>;

/** PUT the file to upload_url with these headers; then send media_key with the draft. */
export const mediaUploadUrlSchema = z.object({
  upload_url: z.string(),
  media_key: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type MediaUploadUrl = z.infer<typeof mediaUploadUrlSchema>;

export const storefrontNftStatusSchema = z.enum(['draft', 'minting', 'minted', 'mint_failed']);
export type StorefrontNftStatus = z.infer<typeof storefrontNftStatusSchema>;

export const storefrontListingSchema = z.object({
  auction_id: idSchema,
  price: usdSchema,
  quantity: z.number().int().positive(),
  starts: isoDateSchema,
  ends: isoDateSchema.nullable(),
});
export type StorefrontListing = z.infer<typeof storefrontListingSchema>;

/** A storefront NFT as its creator sees it: drafts too. nft_id is the catalog NFT once minted. */
export const storefrontNftOwnerViewSchema = z.object({
  uuid: idSchema,
  title: z.string(),
  description: z.string(),
  editions: z.number().int().positive(),
  traits: z.array(storefrontTraitSchema),
  royalty: z.number().nonnegative(),
  image: z.string().nullable(),
  status: storefrontNftStatusSchema,
  /** Why the chain refused the mint (mint_failed), when it did. */
  mint_failure: z.string().nullable(),
  nft_id: idSchema.nullable(),
  listing: storefrontListingSchema.nullable(),
  /** Editions sold. */
  sold: z.number().int().nonnegative(),
  created: isoDateSchema,
  updated: isoDateSchema,
});
export type StorefrontNftOwnerView = z.infer<typeof storefrontNftOwnerViewSchema>;
export const storefrontNftOwnerListSchema = z.object({ results: z.array(storefrontNftOwnerViewSchema) });
export type StorefrontNftOwnerList = z.infer<typeof storefrontNftOwnerListSchema>;

/** Royalty in percent, at most 2 decimals (stored as basis points). */
const royaltySchema = z
  .number()
  .min(0)
  .max(STOREFRONT_MAX_ROYALTY_BPS / 100, `Maximum royalty is ${STOREFRONT_MAX_ROYALTY_BPS / 100}%.`)
  .refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), 'Use at most 2 decimals.');

const draftFields = {
  title: z
    .string({ error: messages.requiredField })
    .trim()
    .min(1, messages.requiredField)
    .max(100, tooLong(100)),
  description: z.string().trim().max(2000, tooLong(2000)).default(''),
  editions: z
    .number({ error: messages.requiredField })
    .int()
    .min(1, 'Minimum 1 edition.')
    .max(STOREFRONT_MAX_EDITIONS, `Maximum ${STOREFRONT_MAX_EDITIONS} editions.`),
  traits: z
    .array(storefrontTraitSchema)
    .max(STOREFRONT_MAX_TRAITS, `Maximum ${STOREFRONT_MAX_TRAITS} traits.`)
    .default([]),
  royalty: royaltySchema.default(0),
  media_key: z.string().trim().min(1).max(300).nullable().default(null),
};

export const createStorefrontNftBodySchema = z.object(draftFields);
export type CreateStorefrontNftBody = z.input<typeof createStorefrontNftBodySchema>;
/** A draft's fields as the server takes them (defaults filled in). */
export type StorefrontDraftFields = z.output<typeof createStorefrontNftBodySchema>;

export const updateStorefrontNftBodySchema = z.object({
  title: draftFields.title.optional(),
  description: z.string().trim().max(2000, tooLong(2000)).optional(),
  editions: draftFields.editions.optional(),
  traits: z.array(storefrontTraitSchema).max(STOREFRONT_MAX_TRAITS).optional(),
  royalty: royaltySchema.optional(),
  media_key: z.string().trim().min(1).max(300).nullable().optional(),
});
export type UpdateStorefrontNftBody = z.input<typeof updateStorefrontNftBodySchema>;

export const storefrontNftUuidParamsSchema = z.object({ uuid: idSchema });

/**
 * POST /storefront/nfts/{uuid}/mint: the minting fee's payment method, as the gift and fusion calls take it (1 a saved
 * card: card_id, else the default card; 2 marketplace credit or prepaid USD: source; 7 a prepaid coin: coin).
 */
export const mintStorefrontNftBodySchema = z
  .object({
    payment_method: paymentMethodSchema,
    coin: currencySchema.optional(),
    card_id: z.string().trim().min(1).max(64).optional(),
    source: z.enum(['credit', 'usd']).default('credit'),
    redirect_uri: z.string().trim().max(2000).optional(),
    action: actionSchema.optional(),
    addressUUID: z.string().trim().min(1).max(64).nullish(),
  })
  .superRefine((body, context) => {
    if (body.payment_method === PaymentMethod.prepaidCrypto && !body.coin)
      context.addIssue({ code: 'custom', path: ['coin'], message: messages.requiredField });
  });
export type MintStorefrontNftBody = z.input<typeof mintStorefrontNftBodySchema>;

/**
 * 'minting' once the fee is paid (the storefront-mint workflow then mints; poll GET /storefront/nfts/{uuid}), or
 * 'redirect' to the card's 3-D Secure challenge (payment_id goes to POST /payments/validate-3ds, then the same call
 * with the same Idempotency-Key), the shape web/src/lib/payments/use-paid-call.ts expects.
 */
export const mintStorefrontNftAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('minting'), order_id: z.string() }),
  z.object({
    status: z.literal('redirect'),
    order_id: z.string(),
    redirect_url: z.string(),
    payment_id: z.string(),
  }),
]);
export type MintStorefrontNftAnswer = z.infer<typeof mintStorefrontNftAnswerSchema>;

/** POST /storefront/nfts/{uuid}/list: a Buy Now listing of editions not yet listed or sold. */
export const listStorefrontNftBodySchema = z
  .object({
    price: resalePriceSchema,
    quantity: z.number({ error: messages.requiredField }).int().min(1, 'Minimum 1 edition.'),
    starts: isoDateSchema.max(40).optional(),
    ends: isoDateSchema.max(40).nullish(),
  })
  .refine(
    (body) => !body.ends || Date.parse(body.ends) > Date.parse(body.starts ?? new Date().toISOString()),
    {
      message: storefrontMessages.storefrontEndsBeforeStart,
      path: ['ends'],
    },
  );
export type ListStorefrontNftBody = z.input<typeof listStorefrontNftBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Creator: earnings
// ---------------------------------------------------------------------------------------------------------

/** One storefront sale: price paid, share the creator's (price less the platform fee). */
export const storefrontSaleSchema = z.object({
  id: z.string(),
  nft_id: idSchema,
  title: z.string(),
  price: usdSchema,
  share: usdSchema,
  date: isoDateSchema,
  buyer_username: z.string(),
});
export type StorefrontSale = z.infer<typeof storefrontSaleSchema>;

export const storefrontEarningsSchema = z.object({
  balance: usdSchema,
  available: usdSchema,
  sales: z.array(storefrontSaleSchema),
  withdrawals: z.array(withdrawalSchema),
});
export type StorefrontEarnings = z.infer<typeof storefrontEarningsSchema>;
