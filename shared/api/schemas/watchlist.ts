import * as z from '../../zod';
import { idSchema, isoDateSchema, usdSchema } from './common';
import { resalePriceSchema } from './listings';

/** PUT /watchlist/nfts/{id}: an alert when the NFT is listed at or under `alert_price` (null or absent: none). */
export const watchNftBodySchema = z.object({ alert_price: z.optional(z.nullable(resalePriceSchema)) });
export type WatchNftBody = z.infer<typeof watchNftBodySchema>;

/** PUT /watchlist/collections/{id}: an alert when the floor falls to or under `floor_alert_price`. */
export const watchCollectionBodySchema = z.object({
  floor_alert_price: z.optional(z.nullable(resalePriceSchema)),
});
export type WatchCollectionBody = z.infer<typeof watchCollectionBodySchema>;

/** A watch as its owner sees it after a change; the alert price in USD. */
export const watchSchema = z.object({
  kind: z.enum(['nft', 'collection']),
  id: idSchema,
  alert_price: z.nullable(usdSchema),
  created_at: isoDateSchema,
});
export type Watch = z.infer<typeof watchSchema>;

export const watchedNftSchema = z.object({
  id: idSchema,
  title: z.string(),
  image: z.string(),
  alert_price: z.nullable(usdSchema),
  /** Its cheapest open resale listing, null while none is listed. */
  lowest_listing: z.nullable(usdSchema),
  /** Its primary auction while it runs (started, not ended, not sold out). */
  auction: z.nullable(z.object({ id: idSchema, ends: z.nullable(isoDateSchema) })),
});
export type WatchedNft = z.infer<typeof watchedNftSchema>;

export const watchedCollectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  image: z.string(),
  floor_alert_price: z.nullable(usdSchema),
  floor_price: z.nullable(usdSchema),
});
export type WatchedCollection = z.infer<typeof watchedCollectionSchema>;

/** GET /watchlist: the caller's watches, newest first. */
export const watchlistSchema = z.object({
  nfts: z.array(watchedNftSchema),
  collections: z.array(watchedCollectionSchema),
});
export type Watchlist = z.infer<typeof watchlistSchema>;
