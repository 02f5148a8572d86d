import * as z from 'zod';
import { idSchema, isoDateSchema, usdSchema } from './common';

/**
 * The market's record, beyond spec §7: the activity feed of an NFT or a collection (sales, listings, price changes,
 * delistings, offers, transfers) and an NFT's price history (every sale, primary and resale). Both are read from the
 * same market records, written from the market's events.
 */
export const activityKinds = ['sale', 'listing', 'price_change', 'delisting', 'offer', 'transfer'] as const;
export const activityKindSchema = z.enum(activityKinds);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const activityEntrySchema = z.object({
  id: idSchema,
  kind: activityKindSchema,
  at: isoDateSchema,
  nft: z.object({ id: idSchema, title: z.string(), thumbnail: z.string() }),
  nft_item: z.object({ id: idSchema, sequence: z.number().int().positive() }).nullable(),
  /** The sale, listing, new or offered price; null for a transfer without one. */
  price: usdSchema.nullable(),
  /** Usernames; null where none applies (the platform's primary sale has no seller). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Sale: primary (drop, pack, auction) or resale (listing, offer). */
  market: z.enum(['primary', 'secondary']).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  kinds: z
    .string()
    .max(200)
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      const kinds = text.split(',');
      const unknown = kinds.filter((kind) => !activityKinds.includes(kind as ActivityKind));
      if (unknown.length) {
        context.addIssue({ code: 'custom', message: `Unknown activity kind ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return kinds as ActivityKind[];
    }),
  /** The `next` cursor of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  results: z.array(activityEntrySchema),
  next: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const priceRanges = ['7d', '30d', '90d', '1y', 'all'] as const;
export const priceHistoryQuerySchema = z.object({ range: z.enum(priceRanges).default('all') });
export type PriceRange = (typeof priceRanges)[number];

export const pricePointSchema = z.object({
  at: isoDateSchema,
  price: usdSchema,
  market: z.enum(['primary', 'secondary']),
  sequence: z.number().int().positive().nullable(),
});
export const priceHistorySchema = z.object({
  range: z.enum(priceRanges),
  points: z.array(pricePointSchema),
  /** Over the range: sales, volume, average, lowest and highest sale; nulls without sales. */
  summary: z.object({
    sales: z.number().int().nonnegative(),
    volume: usdSchema,
    average: usdSchema.nullable(),
    low: usdSchema.nullable(),
    high: usdSchema.nullable(),
  }),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
