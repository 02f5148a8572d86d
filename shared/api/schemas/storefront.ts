import {
  STOREFRONT_MAX_EDITIONS,
  STOREFRONT_MAX_ROYALTY_BPS,
  STOREFRONT_MAX_TRAITS,
  STOREFRONT_MEDIA_MAX_BYTES,
} from '../../domain/constants';
import { messages } from '../../domain/messages';
import { storefrontMessages } from '../../domain/storefront-messages';
import * as z from '../../zod';
import { heldPartSchema } from './billing';
import { idSchema, isoDateSchema, tooLong, usdSchema } from './common';
import { resalePriceSchema } from './listings';
import { challengeReturnFields, coinNamedForPrepaidCrypto, paymentChoiceFields } from './payment-choice';
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
  avatar: z.nullable(z.string()),
  nft_count: z.number().check(z.int(), z.nonnegative()),
});
export type CreatorCard = z.infer<typeof creatorCardSchema>;

export const creatorSchema = z.extend(creatorCardSchema, { created: isoDateSchema });
export type Creator = z.infer<typeof creatorSchema>;

/** GET /storefront_artist/: 15 per page, by name; next and previous are page numbers or null. */
export const creatorPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  next: z.nullable(z.number().check(z.int())),
  previous: z.nullable(z.number().check(z.int())),
  results: z.array(creatorCardSchema),
});
export type CreatorPage = z.infer<typeof creatorPageSchema>;

export const creatorPageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export const creatorIdParamsSchema = z.object({ id: idSchema });

/** A minted and listed storefront NFT; id is the catalog NFT's id, auction_id the Buy Now auction that sells it. */
export const storefrontNftCardSchema = z.object({
  id: idSchema,
  uuid: idSchema,
  title: z.string(),
  image: z.nullable(z.string()),
  price: z.nullable(usdSchema),
  editions: z.number().check(z.int(), z.positive()),
  /** Editions left to buy. */
  available: z.number().check(z.int(), z.nonnegative()),
  artist: z.object({ id: idSchema, name: z.string() }),
  auction_id: z.nullable(idSchema),
  starts: z.nullable(isoDateSchema),
  ends: z.nullable(isoDateSchema),
  sold_out: z.boolean(),
});
export type StorefrontNftCard = z.infer<typeof storefrontNftCardSchema>;

export const storefrontTraitSchema = z.object({
  trait_type: z
    .string()
    .check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(40, tooLong(40))),
  value: z.string().check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(40, tooLong(40))),
});
export type StorefrontTrait = z.infer<typeof storefrontTraitSchema>;

export const storefrontNftSchema = z.extend(storefrontNftCardSchema, {
  description: z.string(),
  traits: z.array(storefrontTraitSchema),
  /** The creator's royalty on resales, in percent (0-10). */
  royalty: z.number().check(z.nonnegative()),
});
export type StorefrontNft = z.infer<typeof storefrontNftSchema>;

export const storefrontNftListSchema = z.object({ results: z.array(storefrontNftCardSchema) });
export type StorefrontNftList = z.infer<typeof storefrontNftListSchema>;
export const storefrontNftQuerySchema = z.object({ artist_id: z.optional(idSchema) });
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
  token: z.string().check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(128, tooLong(128))),
});
export type ClaimInvitationBody = z.infer<typeof claimInvitationBodySchema>;

export const payoutTypeSchema = z.enum(['fiat', 'crypto']);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

export const creatorNameSchema = z
  .string({ error: messages.requiredField })
  .check(z.trim(), z.minLength(3, 'Minimum 3 characters.'), z.maxLength(40, tooLong(40)));
export const creatorBioSchema = z.string().check(z.trim(), z.maxLength(500, tooLong(500)));

export const creatorProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  bio: z.string(),
  avatar: z.nullable(z.string()),
  payout_type: payoutTypeSchema,
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const updateCreatorProfileBodySchema = z.object({
  name: z.optional(creatorNameSchema),
  bio: z.optional(creatorBioSchema),
  payout_type: z.optional(payoutTypeSchema),
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
    .check(
      z.int(),
      z.positive(),
      z.lte(
        STOREFRONT_MEDIA_MAX_BYTES,
        `The file is too large (at most ${STOREFRONT_MEDIA_MAX_BYTES / 1024 / 1024} MB).`,
      ),
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
  quantity: z.number().check(z.int(), z.positive()),
  starts: isoDateSchema,
  ends: z.nullable(isoDateSchema),
});
export type StorefrontListing = z.infer<typeof storefrontListingSchema>;

/** A storefront NFT as its creator sees it: drafts too. nft_id is the catalog NFT once minted. */
export const storefrontNftOwnerViewSchema = z.object({
  uuid: idSchema,
  title: z.string(),
  description: z.string(),
  editions: z.number().check(z.int(), z.positive()),
  traits: z.array(storefrontTraitSchema),
  royalty: z.number().check(z.nonnegative()),
  image: z.nullable(z.string()),
  status: storefrontNftStatusSchema,
  /** Why the chain refused the mint (mint_failed), when it did. */
  mint_failure: z.nullable(z.string()),
  nft_id: z.nullable(idSchema),
  listing: z.nullable(storefrontListingSchema),
  /** Editions sold. */
  sold: z.number().check(z.int(), z.nonnegative()),
  created: isoDateSchema,
  updated: isoDateSchema,
});
export type StorefrontNftOwnerView = z.infer<typeof storefrontNftOwnerViewSchema>;
export const storefrontNftOwnerListSchema = z.object({ results: z.array(storefrontNftOwnerViewSchema) });
export type StorefrontNftOwnerList = z.infer<typeof storefrontNftOwnerListSchema>;

/** Royalty in percent, at most 2 decimals (stored as basis points). */
const royaltySchema = z.number().check(
  z.gte(0),
  z.lte(STOREFRONT_MAX_ROYALTY_BPS / 100, `Maximum royalty is ${STOREFRONT_MAX_ROYALTY_BPS / 100}%.`),
  z.refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), 'Use at most 2 decimals.'),
);

const draftFields = {
  title: z
    .string({ error: messages.requiredField })
    .check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(100, tooLong(100))),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000, tooLong(2000))), ''),
  editions: z
    .number({ error: messages.requiredField })
    .check(
      z.int(),
      z.gte(1, 'Minimum 1 edition.'),
      z.lte(STOREFRONT_MAX_EDITIONS, `Maximum ${STOREFRONT_MAX_EDITIONS} editions.`),
    ),
  traits: z._default(
    z
      .array(storefrontTraitSchema)
      .check(z.maxLength(STOREFRONT_MAX_TRAITS, `Maximum ${STOREFRONT_MAX_TRAITS} traits.`)),
    [],
  ),
  royalty: z._default(royaltySchema, 0),
  media_key: z._default(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))), null),
};

export const createStorefrontNftBodySchema = z.object(draftFields);
export type CreateStorefrontNftBody = z.input<typeof createStorefrontNftBodySchema>;
/** A draft's fields as the server takes them (defaults filled in). */
export type StorefrontDraftFields = z.output<typeof createStorefrontNftBodySchema>;

export const updateStorefrontNftBodySchema = z.object({
  title: z.optional(draftFields.title),
  description: z.optional(z.string().check(z.trim(), z.maxLength(2000, tooLong(2000)))),
  editions: z.optional(draftFields.editions),
  traits: z.optional(z.array(storefrontTraitSchema).check(z.maxLength(STOREFRONT_MAX_TRAITS))),
  royalty: z.optional(royaltySchema),
  media_key: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(300)))),
});
export type UpdateStorefrontNftBody = z.input<typeof updateStorefrontNftBodySchema>;

export const storefrontNftUuidParamsSchema = z.object({ uuid: idSchema });

/**
 * POST /storefront/nfts/{uuid}/mint: the minting fee's payment method, as the gift and fusion calls take it (1 a saved
 * card: card_id, else the default card; 2 marketplace credit or prepaid USD: source; 7 a prepaid coin: coin).
 */
export const mintStorefrontNftBodySchema = z
  .object({
    ...paymentChoiceFields,
    ...challengeReturnFields,
    addressUUID: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  })
  .check(coinNamedForPrepaidCrypto);
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
    quantity: z.number({ error: messages.requiredField }).check(z.int(), z.gte(1, 'Minimum 1 edition.')),
    starts: z.optional(isoDateSchema.check(z.maxLength(40))),
    ends: z.nullish(isoDateSchema.check(z.maxLength(40))),
  })
  .check(
    z.refine(
      (body) => !body.ends || Date.parse(body.ends) > Date.parse(body.starts ?? new Date().toISOString()),
      {
        message: storefrontMessages.storefrontEndsBeforeStart,
        path: ['ends'],
      },
    ),
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
  /** Card-funded earnings on hold, each withdrawable from its available_at. */
  held: z.array(heldPartSchema),
  sales: z.array(storefrontSaleSchema),
  withdrawals: z.array(withdrawalSchema),
});
export type StorefrontEarnings = z.infer<typeof storefrontEarningsSchema>;
