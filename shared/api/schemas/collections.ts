import * as z from 'zod';
import { MARKETPLACE_COLLECTIONS_PAGE_SIZE } from '../../domain/constants';
import { collectionTypeSchema, mintedBySchema, traitTypeSchema } from '../../domain/enum-schemas';
import { rankSortOrders, SortOrder, sortOrders } from '../../domain/enums';
import { messages } from '../../domain/messages';
import { listDropsQuerySchema } from './catalog';
import { idSchema, isoDateSchema, pageOf, pageQuerySchema, usdSchema } from './common';

/** The collection entity of spec part 1 §3, with what the marketplace card and filters need. */
export const collectionSchema = z.object({
  id: idSchema,
  type: collectionTypeSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  header_image: z.string(),
  thumbnail: z.string(),
  /** Lowest price an NFT of the collection may be listed at; null for no minimum. */
  auction_min_price: usdSchema.nullable(),
  nft_quantity: z.number().int().nonnegative(),
  minted_by: mintedBySchema,
  is_ranked: z.boolean(),
  featured: z.boolean(),
  /** Tier codes of its NFTs. */
  tiers: z.array(z.number().int()),
  /** Lowest resale listing of its NFTs; null while none is listed ('Make An Offer'). */
  floor_price: usdSchema.nullable(),
  created_at: isoDateSchema,
});
export type Collection = z.infer<typeof collectionSchema>;

/** Marketplace orders: by title, floor price or date (rank belongs to a collection's NFTs). */
export const marketplaceOrders = sortOrders.filter((order) => !rankSortOrders.includes(order));

/**
 * GET /collections/marketplace/: `limit` collections (20, 14 on small screens) from `offset`; `filters=featured`
 * is the carousel's variant. Category, search and tiers as the drops list takes them.
 */
export const marketplaceQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(MARKETPLACE_COLLECTIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  tiers: listDropsQuerySchema.shape.tiers,
  category: listDropsQuerySchema.shape.category,
  search: listDropsQuerySchema.shape.search,
  ordering: z.enum(marketplaceOrders).default(SortOrder.dateDesc),
  filters: z.enum(['featured']).optional(),
});

/** A slice of results by offset; `next` is the next slice's offset, or null after the last. */
export const marketplacePageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.number().int().nonnegative().nullable(),
  results: z.array(collectionSchema),
});
export type MarketplacePage = z.infer<typeof marketplacePageSchema>;

/** GET /collections/{id}/info/: figures of the collection header. */
export const collectionInfoSchema = z.object({
  id: idSchema,
  nft_quantity: z.number().int().nonnegative(),
  editions: z.number().int().nonnegative(),
  floor_price: usdSchema.nullable(),
});

export const collectionFiltersQuerySchema = z.object({ tiers: listDropsQuerySchema.shape.tiers });

/** A trait filter group (spec part 1 §3 'Filter group'): the value is what /nfts/ takes in `traits`. */
export const filterGroupSchema = z.object({
  title: z.string(),
  type: traitTypeSchema,
  count: z.number().int().nonnegative(),
  items: z.array(
    z.object({
      title: z.string(),
      count: z.number().int().nonnegative(),
      /** Of the collection's NFTs (in the chosen tiers), 2 decimals. */
      percent: z.number().min(0).max(100),
      value: z.string(),
    }),
  ),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;
export const collectionFiltersSchema = z.array(filterGroupSchema);

/** A trait filter: `<trait type code>:<value>`; values hold no commas (filters travel comma-joined). */
const TRAIT_VALUE_MAX = 60;
export const traitFilterValue = (type: number, value: string) => `${type}:${value}`;
const traitFilterSchema = z
  .string()
  .regex(new RegExp(`^\\d{1,2}:[^,]{1,${TRAIT_VALUE_MAX}}$`), messages.traitFilterInvalid)
  .transform((text) => {
    const at = text.indexOf(':');
    return { type: Number(text.slice(0, at)), value: text.slice(at + 1) };
  })
  .pipe(z.object({ type: traitTypeSchema, value: z.string() }));

/** GET /collections/{id}/nfts/: 20 a page; no `ordering` is the collection's default (part 2 §9). */
export const collectionNftsQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  ordering: z.enum(sortOrders).optional(),
  tiers: listDropsQuerySchema.shape.tiers,
  traits: z
    .string()
    .max(2000)
    .optional()
    .transform((text) => (text ? text.split(',').filter(Boolean) : []))
    .pipe(z.array(traitFilterSchema).max(40)),
});

/** An NFT card of a collection page (spec part 1 §2 'Items card'). */
export const collectionNftSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: z.number().int(),
  thumbnail: z.string(),
  artist: z.object({ name: z.string() }),
  /** Editions minted; null for an open edition ('Editions: Open'). */
  editions: z.number().int().nonnegative().nullable(),
  rank: z.number().int().positive().nullable(),
  /** Lowest resale listing; null while none is listed. */
  price: usdSchema.nullable(),
  /** Whether its editions may be resold, so offered on: 'Make An Offer', else 'Not For Sale'. */
  resell_allowed: z.boolean(),
});
export type CollectionNft = z.infer<typeof collectionNftSchema>;
export const collectionNftsPageSchema = pageOf(collectionNftSchema);
export type CollectionNftsPage = z.infer<typeof collectionNftsPageSchema>;
