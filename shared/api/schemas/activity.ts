import * as z from '../../zod';
import { addCustomIssue, idSchema, isoDateSchema, usdSchema } from './common';

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
  nft_item: z.nullable(z.object({ id: idSchema, sequence: z.number().check(z.int(), z.positive()) })),
  /** The sale, listing, new or offered price; null for a transfer without one. */
  price: z.nullable(usdSchema),
  /** Usernames; null where none applies (the platform's primary sale has no seller). */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  /** Sale: primary (drop, pack, auction) or resale (listing, offer). */
  market: z.nullable(z.enum(['primary', 'secondary'])),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  kinds: z.pipe(
    z.optional(z.string().check(z.maxLength(200))),
    z.transform((text, context) => {
      if (!text) return undefined;
      const kinds = text.split(',');
      const unknown = kinds.filter((kind) => !activityKinds.includes(kind as ActivityKind));
      if (unknown.length) {
        addCustomIssue(context, { message: `Unknown activity kind ${unknown.join(', ')}`, input: text });
        return z.NEVER;
      }
      return kinds as ActivityKind[];
    }),
  ),
  /** The `next` cursor of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  results: z.array(activityEntrySchema),
  next: z.nullable(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const priceRanges = ['7d', '30d', '90d', '1y', 'all'] as const;
export const priceHistoryQuerySchema = z.object({ range: z._default(z.enum(priceRanges), 'all') });
export type PriceRange = (typeof priceRanges)[number];

export const pricePointSchema = z.object({
  at: isoDateSchema,
  price: usdSchema,
  market: z.enum(['primary', 'secondary']),
  sequence: z.nullable(z.number().check(z.int(), z.positive())),
});
export const priceHistorySchema = z.object({
  range: z.enum(priceRanges),
  points: z.array(pricePointSchema),
  /** Over the range: sales, volume, average, lowest and highest sale; nulls without sales. */
  summary: z.object({
    sales: z.number().check(z.int(), z.nonnegative()),
    volume: usdSchema,
    average: z.nullable(usdSchema),
    low: z.nullable(usdSchema),
    high: z.nullable(usdSchema),
  }),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
