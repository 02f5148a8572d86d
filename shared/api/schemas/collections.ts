import { MARKETPLACE_COLLECTIONS_PAGE_SIZE } from '../../domain/constants';
import { collectionTypeSchema, mintedBySchema, traitTypeSchema } from '../../domain/enum-schemas';
import { rankSortOrders, SortOrder, sortOrders } from '../../domain/enums';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
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
  auction_min_price: z.nullable(usdSchema),
  nft_quantity: z.number().check(z.int(), z.nonnegative()),
  minted_by: mintedBySchema,
  is_ranked: z.boolean(),
  featured: z.boolean(),
  /** Tier codes of its NFTs. */
  tiers: z.array(z.number().check(z.int())),
  /** Lowest resale listing of its NFTs; null while none is listed ('Make An Offer'). */
  floor_price: z.nullable(usdSchema),
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
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(100)),
    MARKETPLACE_COLLECTIONS_PAGE_SIZE,
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  tiers: listDropsQuerySchema.shape.tiers,
  category: listDropsQuerySchema.shape.category,
  search: listDropsQuerySchema.shape.search,
  ordering: z._default(z.enum(marketplaceOrders), SortOrder.dateDesc),
  filters: z.optional(z.enum(['featured'])),
});

/** A slice of results by offset; `next` is the next slice's offset, or null after the last. */
export const marketplacePageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  next: z.nullable(z.number().check(z.int(), z.nonnegative())),
  results: z.array(collectionSchema),
});
export type MarketplacePage = z.infer<typeof marketplacePageSchema>;

/** GET /collections/{id}/info/: figures of the collection header. */
export const collectionInfoSchema = z.object({
  id: idSchema,
  nft_quantity: z.number().check(z.int(), z.nonnegative()),
  editions: z.number().check(z.int(), z.nonnegative()),
  floor_price: z.nullable(usdSchema),
});

export const collectionFiltersQuerySchema = z.object({ tiers: listDropsQuerySchema.shape.tiers });

/** A trait filter group (spec part 1 §3 'Filter group'): the value is what /nfts/ takes in `traits`. */
export const filterGroupSchema = z.object({
  title: z.string(),
  type: traitTypeSchema,
  count: z.number().check(z.int(), z.nonnegative()),
  items: z.array(
    z.object({
      title: z.string(),
      count: z.number().check(z.int(), z.nonnegative()),
      /** Of the collection's NFTs (in the chosen tiers), 2 decimals. */
      percent: z.number().check(z.gte(0), z.lte(100)),
      value: z.string(),
    }),
  ),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;
export const collectionFiltersSchema = z.array(filterGroupSchema);

/** A trait filter: `<trait type code>:<value>`; values hold no commas (filters travel comma-joined). */
const TRAIT_VALUE_MAX = 60;
export const traitFilterValue = (type: number, value: string) => `${type}:${value}`;
const traitFilterSchema = z.pipe(
  z.pipe(
    z
      .string()
      .check(z.regex(new RegExp(`^\\d{1,2}:[^,]{1,${TRAIT_VALUE_MAX}}$`), messages.traitFilterInvalid)),
    z.transform((text) => {
      const at = text.indexOf(':');
      return { type: Number(text.slice(0, at)), value: text.slice(at + 1) };
    }),
  ),
  z.object({ type: traitTypeSchema, value: z.string() }),
);

/** GET /collections/{id}/nfts/: 20 a page; no `ordering` is the collection's default (part 2 §9). */
export const collectionNftsQuerySchema = z.extend(z.pick(pageQuerySchema, { page: true }), {
  ordering: z.optional(z.enum(sortOrders)),
  tiers: listDropsQuerySchema.shape.tiers,
  traits: z.pipe(
    z.pipe(
      z.optional(z.string().check(z.maxLength(2000))),
      z.transform((text) => (text ? text.split(',').filter(Boolean) : [])),
    ),
    z.array(traitFilterSchema).check(z.maxLength(40)),
  ),
});

/** An NFT card of a collection page (spec part 1 §2 'Items card'). */
export const collectionNftSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: z.number().check(z.int()),
  thumbnail: z.string(),
  artist: z.object({ name: z.string() }),
  /** Editions minted; null for an open edition ('Editions: Open'). */
  editions: z.nullable(z.number().check(z.int(), z.nonnegative())),
  rank: z.nullable(z.number().check(z.int(), z.positive())),
  /** Lowest resale listing; null while none is listed. */
  price: z.nullable(usdSchema),
  /** Whether its editions may be resold, so offered on: 'Make An Offer', else 'Not For Sale'. */
  resell_allowed: z.boolean(),
});
export type CollectionNft = z.infer<typeof collectionNftSchema>;
export const collectionNftsPageSchema = pageOf(collectionNftSchema);
export type CollectionNftsPage = z.infer<typeof collectionNftsPageSchema>;
