import { appSettingsSchema } from '../../domain/app-settings';
import { type FlagName, flagNames } from '../../domain/flags';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { artistSchema, idSchema, isoDateSchema, pageOf, pageQuerySchema, usdSchema } from './common';
import { captchaField } from './credentials';
import { dropPromotionSchema, promotionSchema } from './promotions';

export const categorySchema = z.object({ id: z.string(), title: z.string() });
export const categoriesResponseSchema = z.array(categorySchema);

export const redirectSchema = z.object({ from: z.string(), to: z.string(), permanent: z.boolean() });
export const redirectsResponseSchema = z.array(redirectSchema);

/** Availability 0 available, 1 unavailable, 2 coming (spec part 1 §3). */
export const availabilitySchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const packSchema = z.object({
  id: idSchema,
  title: z.string(),
  thumbnail: z.string(),
  price: usdSchema,
  quantity: z.number().check(z.int(), z.nonnegative()),
  nfts_per_pack: z.number().check(z.int(), z.positive()),
  sold_out: z.boolean(),
});
export type Pack = z.infer<typeof packSchema>;

export const dropSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  banner: z.string(),
  video: z.nullable(z.string()),
  price: z.nullable(usdSchema),
  feature_at: isoDateSchema,
  feature_until: z.nullable(isoDateSchema),
  availability: availabilitySchema,
  active: z.boolean(),
  sold_out: z.boolean(),
  show_signup: z.boolean(),
  /** What 'Sign Up & Register interest' subscribes to (the drop's auctions carry the same promotion). */
  promotion: z.nullable(dropPromotionSchema),
  needs_waiting_room: z.boolean(),
  terms_key: z.nullable(z.string()),
  tiers: z.array(z.number().check(z.int())),
  artist: artistSchema,
  blockchain_types: z.array(z.number().check(z.int())),
  /** The packs sold in this drop. */
  drops: z.array(packSchema),
});
export type Drop = z.infer<typeof dropSchema>;

export const listDropsQuerySchema = z.extend(pageQuerySchema, {
  /** One or more category ids, comma-joined; 'all' (or none) means every category. */
  category: z.pipe(
    z.pipe(
      z.optional(z.string().check(z.maxLength(200))),
      z.transform((value) => (value ? value.split(',').filter(Boolean) : [])),
    ),
    z.array(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Invalid category.'))),
  ),
  search: z.optional(z.string().check(z.maxLength(100))),
  /** Repeated query parameters reach the handler joined with commas (API Gateway v2). */
  tiers: z.pipe(
    z.pipe(
      z.optional(z.string().check(z.maxLength(200))),
      z.transform((value) => (value ? value.split(',').filter(Boolean) : [])),
    ),
    z.array(z.pipe(z.string().check(z.regex(/^\d{1,2}$/, 'Invalid tier.')), z.transform(Number))),
  ),
});
export const dropsPageSchema = pageOf(dropSchema);

export const auctionSchema = z.object({
  id: idSchema,
  /** The drop it sells in; 'marketplace' for a resale listing. */
  drop_id: idSchema,
  /** A resale listing's seller (part 1 §3 Auction seller{username}); absent or null for the platform's auctions. */
  seller: z.nullish(z.object({ username: z.string() })),
  title: z.string(),
  description: z.string(),
  price: usdSchema,
  auction_type: z.number().check(z.int(), z.gte(1), z.lte(15)),
  starts: isoDateSchema,
  ends: z.nullable(isoDateSchema),
  thumbnail: z.string(),
  image: z.string(),
  video: z.nullable(z.string()),
  audio: z.nullable(z.string()),
  background_image: z.nullable(z.string()),
  initial_quantity: z.number().check(z.int(), z.nonnegative()),
  available_quantity: z.number().check(z.int(), z.nonnegative()),
  sold_out: z.boolean(),
  coming_soon_text: z.nullable(z.string()),
  artist: artistSchema,
  blockchain_types: z.array(z.number().check(z.int())),
  positioning: z.object({ row: z.number().check(z.int()) }),
  nft: z.object({
    id: idSchema,
    type: z.number().check(z.int()),
    resell_allowed: z.boolean(),
    minted_by: z.string(),
    has_vault: z.enum(['yes', 'limited', 'no']),
  }),
  highest_bid: z.nullable(usdSchema),
  bid_increment: z.nullable(usdSchema),
  minimum_winning_bid: z.nullable(usdSchema),
  amex_only: z.boolean(),
  promotion: z.nullable(promotionSchema),
  /** Editions one account may buy or claim; null = no limit (the giveaways allow 1 whatever it says). */
  max_per_account: z.nullable(z.number().check(z.int(), z.positive())),
  /** A physical item shipped with the NFT (buying asks for a shipping address in shipping_countries). */
  physical_item: z.nullable(
    z.object({
      title: z.string(),
      description: z.string(),
      thumbnail: z.string(),
      shipping_countries: z.array(z.string()),
      is_shirt_included: z.boolean(),
    }),
  ),
  terms_key: z.nullable(z.string()),
  external_url: z.nullable(z.string()),
  button_title: z.nullable(z.string()),
  floor_price: z.nullable(usdSchema),
  reduction_amount: z.nullable(usdSchema),
  interval: z.nullable(
    z.object({
      next_run: isoDateSchema,
      every: z.number().check(z.int(), z.positive()),
      period: z.enum(['minutes', 'hours']),
    }),
  ),
});
export type Auction = z.infer<typeof auctionSchema>;
export const auctionsResponseSchema = z.array(auctionSchema);

export const cmsPageSchema = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: isoDateSchema,
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const emailSubscribeBodySchema = z.object({
  email: z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.email(messages.emailInvalid), z.maxLength(254)),
  tags: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10)), []),
  ...captchaField,
});
export const emailSubscribeResponseSchema = z.object({ subscribed: z.literal(true) });

export const idParamsSchema = z.object({ id: idSchema });
export const keyParamsSchema = z.object({
  key: z.string().check(z.maxLength(64), z.regex(/^[a-z0-9_-]+$/)),
});

export const featureFlagsSchema = z.object(
  Object.fromEntries(flagNames.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodMiniBoolean>,
);

/** Feature flags and client settings served to the web (spec part 2 §9). */
export const appConfigSchema = z.object({ flags: featureFlagsSchema, settings: appSettingsSchema });
export type AppConfig = z.infer<typeof appConfigSchema>;
