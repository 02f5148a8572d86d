import * as z from 'zod';
import { appSettingsSchema } from '../../domain/app-settings';
import { type FlagName, flagNames } from '../../domain/flags';
import { messages } from '../../domain/messages';
import { artistSchema, idSchema, isoDateSchema, pageOf, pageQuerySchema, usdSchema } from './common';
import { promotionSchema } from './promotions';

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
  quantity: z.number().int().nonnegative(),
  nfts_per_pack: z.number().int().positive(),
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
  video: z.string().nullable(),
  price: usdSchema.nullable(),
  feature_at: isoDateSchema,
  feature_until: isoDateSchema.nullable(),
  availability: availabilitySchema,
  active: z.boolean(),
  sold_out: z.boolean(),
  show_signup: z.boolean(),
  /** What 'Sign Up & Register interest' subscribes to (the drop's auctions carry the same promotion). */
  promotion: promotionSchema.nullable(),
  needs_waiting_room: z.boolean(),
  terms_key: z.string().nullable(),
  tiers: z.array(z.number().int()),
  artist: artistSchema,
  blockchain_types: z.array(z.number().int()),
  /** The packs sold in this drop. */
  drops: z.array(packSchema),
});
export type Drop = z.infer<typeof dropSchema>;

export const listDropsQuerySchema = pageQuerySchema.extend({
  /** One or more category ids, comma-joined; 'all' (or none) means every category. */
  category: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'Invalid category.'))),
  search: z.string().max(100).optional(),
  /** Repeated query parameters reach the handler joined with commas (API Gateway v2). */
  tiers: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,2}$/, 'Invalid tier.')
          .transform(Number),
      ),
    ),
});
export const dropsPageSchema = pageOf(dropSchema);

export const auctionSchema = z.object({
  id: idSchema,
  /** The drop it sells in; 'marketplace' for a resale listing. */
  drop_id: idSchema,
  /** A resale listing's seller (part 1 §3 Auction seller{username}); absent or null for the platform's auctions. */
  seller: z.object({ username: z.string() }).nullish(),
  title: z.string(),
  description: z.string(),
  price: usdSchema,
  auction_type: z.number().int().min(1).max(15),
  starts: isoDateSchema,
  ends: isoDateSchema.nullable(),
  thumbnail: z.string(),
  image: z.string(),
  video: z.string().nullable(),
  audio: z.string().nullable(),
  background_image: z.string().nullable(),
  initial_quantity: z.number().int().nonnegative(),
  available_quantity: z.number().int().nonnegative(),
  sold_out: z.boolean(),
  coming_soon_text: z.string().nullable(),
  artist: artistSchema,
  blockchain_types: z.array(z.number().int()),
  positioning: z.object({ row: z.number().int() }),
  nft: z.object({
    id: idSchema,
    type: z.number().int(),
    resell_allowed: z.boolean(),
    minted_by: z.string(),
    has_vault: z.enum(['yes', 'limited', 'no']),
  }),
  highest_bid: usdSchema.nullable(),
  bid_increment: usdSchema.nullable(),
  minimum_winning_bid: usdSchema.nullable(),
  amex_only: z.boolean(),
  promotion: promotionSchema.nullable(),
  /** Editions one account may buy or claim; null = no limit (the giveaways allow 1 whatever it says). */
  max_per_account: z.number().int().positive().nullable(),
  /** A physical item shipped with the NFT (buying asks for a shipping address in shipping_countries). */
  physical_item: z
    .object({
      title: z.string(),
      description: z.string(),
      thumbnail: z.string(),
      shipping_countries: z.array(z.string()),
      is_shirt_included: z.boolean(),
    })
    .nullable(),
  terms_key: z.string().nullable(),
  external_url: z.string().nullable(),
  button_title: z.string().nullable(),
  floor_price: usdSchema.nullable(),
  reduction_amount: usdSchema.nullable(),
  interval: z
    .object({
      next_run: isoDateSchema,
      every: z.number().int().positive(),
      period: z.enum(['minutes', 'hours']),
    })
    .nullable(),
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
    .trim()
    .min(1, messages.required)
    .email(messages.emailInvalid)
    .max(254),
  tags: z.array(z.string().max(40)).max(10).default([]),
});
export const emailSubscribeResponseSchema = z.object({ subscribed: z.literal(true) });

export const idParamsSchema = z.object({ id: idSchema });
export const keyParamsSchema = z.object({
  key: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_-]+$/),
});

export const featureFlagsSchema = z.object(
  Object.fromEntries(flagNames.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodBoolean>,
);

/** Feature flags and client settings served to the web (spec part 2 §9). */
export const appConfigSchema = z.object({ flags: featureFlagsSchema, settings: appSettingsSchema });
export type AppConfig = z.infer<typeof appConfigSchema>;
