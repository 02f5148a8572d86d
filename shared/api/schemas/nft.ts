import { EDITIONS_PAGE_SIZE } from '../../domain/constants';
import {
  blockchainSchema,
  currencySchema,
  hasVaultSchema,
  historyKindSchema,
  mintedBySchema,
  paymentMethodSchema,
  processStatusSchema,
  raritySchema,
  sortOrderSchema,
  themeSchema,
  traitTypeSchema,
  vaultMediaTypeSchema,
  visibilitySchema,
} from '../../domain/enum-schemas';
import { SortOrder } from '../../domain/enums';
import * as z from '../../zod';
import { auctionSchema, listDropsQuerySchema } from './catalog';
import { artistSchema, idSchema, isoDateSchema, pageOf, pageQuerySchema, usdSchema } from './common';
import { exportedToSchema } from './export';

/** The NFT an owned item or a history entry shows. */
export const itemNftSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Tier code. */
  type: z.number().check(z.int()),
  thumbnail: z.string(),
  image: z.string(),
  artist: artistSchema,
  minted_by: mintedBySchema,
  blockchain_type: blockchainSchema,
});

/** Vault content of an item (spec part 1 §3), shown to its owner. */
export const vaultItemSchema = z.object({
  id: idSchema,
  media_type: vaultMediaTypeSchema,
  file: z.string(),
  related_to: z.nullable(z.string()),
  frame_type: themeSchema,
  title: z.string(),
  terms_link: z.nullable(z.string()),
  private_description: z.nullable(z.string()),
});

const deniedReasonSchema = z.object({ title: z.string(), description: z.string() });

/**
 * An owned item (spec part 1 §3). The owner-only fields (vault contents, export, offers, resale, gift) are null
 * (the vault empty) for anyone else; `is_owner` says which view this is.
 */
export const ownedItemSchema = z.object({
  id: idSchema,
  nft: itemNftSchema,
  sequence: z.number().check(z.int(), z.positive()),
  /** The item's marketplace listing, when listed for sale. */
  sold_at: z.nullable(z.object({ id: idSchema, price: usdSchema })),
  is_vault_opened: z.boolean(),
  vault: z.array(vaultItemSchema),
  metadata: z.object({
    openEdition: z.boolean(),
    contract_address: z.nullable(z.string()),
    tezos_address: z.nullable(z.string()),
    artifactUri: z.string(),
    displayUri: z.string(),
  }),
  visibility: visibilitySchema,
  rank: z.nullable(z.number().check(z.int(), z.positive())),
  /** When the current owner got it; null while the platform holds it. */
  owned_at: z.nullable(isoDateSchema),
  is_owner: z.boolean(),
  export_status: z.nullable(processStatusSchema),
  export_allowed: z.nullable(z.boolean()),
  export_cancellable: z.nullable(z.boolean()),
  export_denied_reason: z.nullable(deniedReasonSchema),
  /** When the export delay after purchase ends, while it runs. */
  time_to_export: z.nullable(isoDateSchema),
  /** The owner's wallet label of an exported item: where it went. Absent otherwise. */
  exported_to: z.optional(exportedToSchema),
  new_offers_count: z.nullable(z.number().check(z.int(), z.nonnegative())),
  offers_count: z.nullable(z.number().check(z.int(), z.nonnegative())),
  resell_allowed: z.nullable(z.boolean()),
  /** code resell_not_available ('Item Not Ready For Resell') or resell_not_available_yet ('NFT On Cool-down'). */
  resell_denied_reason: z.nullable(
    z.extend(deniedReasonSchema, { code: z.enum(['resell_not_available', 'resell_not_available_yet']) }),
  ),
  can_gift: z.nullable(z.boolean()),
});
export type OwnedItem = z.infer<typeof ownedItemSchema>;

const pageOnlySchema = z.pick(pageQuerySchema, { page: true });

/** GET /nft/mine: 8 a page; tiers as a comma list where 0 (any) means no filter. */
export const myNftsQuerySchema = z.extend(pageOnlySchema, {
  name_or_artist: z.optional(z.string().check(z.maxLength(100))),
  ordering: z._default(sortOrderSchema, SortOrder.dateDesc),
  tiers: listDropsQuerySchema.shape.tiers,
});
export type MyNftsQuery = z.input<typeof myNftsQuerySchema>;
export const ownedItemsPageSchema = pageOf(ownedItemSchema);
export type OwnedItemsPage = z.infer<typeof ownedItemsPageSchema>;

/**
 * What an order-history row shows of the payment. `amount` is in `coin` with 6 decimals when paid in crypto,
 * otherwise in USD with 2 decimals; `usd_amount` is always the USD value.
 */
export const historyLineItemSchema = z.object({
  amount: z.string().check(z.regex(/^\d+\.(\d{2}|\d{6})$/)),
  coin: z.nullable(currencySchema),
  usd_amount: usdSchema,
  method: z.nullable(paymentMethodSchema),
  last4: z.nullable(z.string()),
});

/**
 * A history entry (spec part 1 §3) as the caller's order history shows it: `kind` is the row's type label from the
 * caller's side (part 1 §2); owners, receiver and seller are usernames, null for the platform. What one order gave
 * the caller is one row (a pack's editions: the first one shown, `quantity` them all), its line_item the order's
 * payment with fees. A sale is one row per order too, its line_item the seller's proceeds (marketplace credit),
 * never how the buyer paid.
 */
export const historyEntrySchema = z.object({
  id: idSchema,
  kind: historyKindSchema,
  owned_at: isoDateSchema,
  old_owner: z.nullable(z.string()),
  owner: z.nullable(z.string()),
  nft_item: z.object({
    id: idSchema,
    sequence: z.number().check(z.int(), z.positive()),
    open_edition: z.boolean(),
    nft: z.object({
      id: idSchema,
      title: z.string(),
      type: z.number().check(z.int()),
      image: z.string(),
      thumbnail: z.string(),
      artist: z.object({ name: z.string() }),
    }),
  }),
  line_item: z.nullable(historyLineItemSchema),
  /** The editions the row stands for (not in the spec): a pack's editions are one row, priced once. */
  quantity: z.number().check(z.int(), z.positive()),
  bundle: z.nullable(z.object({ id: idSchema, title: z.string() })),
  is_gift: z.boolean(),
  receiver: z.nullable(z.string()),
  seller: z.nullable(z.string()),
  is_fused: z.boolean(),
  is_fusing_result: z.boolean(),
  is_external_order: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /nft/mine/history: 4 a page, by date. */
export const historyOrderings = [SortOrder.dateDesc, SortOrder.dateAsc] as const;
export const myHistoryQuerySchema = z.extend(pageOnlySchema, {
  search: z.optional(z.string().check(z.maxLength(100))),
  ordering: z._default(z.enum(historyOrderings), SortOrder.dateDesc),
});
export type MyHistoryQuery = z.input<typeof myHistoryQuerySchema>;
export const historyPageSchema = pageOf(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A trait with how many NFTs of the collection share it (spec part 1 §3). */
export const nftTraitSchema = z.object({
  type: traitTypeSchema,
  display_value: z.string(),
  /** Share of the collection's NFTs with this trait, in percent with 2 decimals. */
  percentage_like_mine: z.number().check(z.gte(0), z.lte(100)),
  number_like_mine: z.number().check(z.int(), z.positive()),
  rarity: raritySchema,
});

export const nftStatsSchema = z.object({
  /** NFTs in the collection. */
  nfts: z.number().check(z.int(), z.nonnegative()),
  /** Editions minted of this NFT. */
  editions: z.number().check(z.int(), z.nonnegative()),
  /** Users who own at least one edition. */
  owners: z.number().check(z.int(), z.nonnegative()),
  /** Lowest listing price; null when none is listed. */
  floor: z.nullable(usdSchema),
  /** Highest price paid for an edition; null before the first sale. */
  ath: z.nullable(usdSchema),
  listings: z.number().check(z.int(), z.nonnegative()),
});

/** The NFT entity of spec part 1 §3 with its stats and collection. */
export const nftDetailSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: z.number().check(z.int()),
  quantity: z.number().check(z.int(), z.nonnegative()),
  image: z.string(),
  thumbnail: z.string(),
  video: z.nullable(z.string()),
  audio: z.nullable(z.string()),
  description: z.string(),
  traits: z.array(nftTraitSchema),
  artist: artistSchema,
  minted_by: mintedBySchema,
  has_vault: hasVaultSchema,
  blockchain_type: blockchainSchema,
  resell_allowed: z.boolean(),
  /** Percentages. */
  secondary_sale_platform_fee: z.number().check(z.nonnegative()),
  secondary_sale_resale_royalty: z.number().check(z.nonnegative()),
  rank: z.nullable(z.number().check(z.int(), z.positive())),
  collection: z.object({ id: idSchema, title: z.string(), is_ranked: z.boolean() }),
  /** The primary sale's auction; null when none is known. */
  auction: z.nullable(auctionSchema),
  /** The marketplace's resale listing summary; null while nothing is listed. */
  secondary_auction: z.nullable(
    z.object({ floor_price: z.nullable(usdSchema), visibility: visibilitySchema }),
  ),
  stats: nftStatsSchema,
});
export type NftDetail = z.infer<typeof nftDetailSchema>;

export const nftItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

/** PATCH /nft/item/{id}: the owner's item public or private. */
export const updateVisibilityBodySchema = z.object({ visibility: visibilitySchema });

/** An edition of an NFT in its editions table (spec part 1 §3 'Edition'); price, seller and auction_id are its resale listing's. */
export const editionSchema = z.object({
  id: idSchema,
  sequence: z.number().check(z.int(), z.positive()),
  /** The resale listing's price; null when the edition is not listed. */
  price: z.nullable(usdSchema),
  /** The listing owner's username; null when not listed. */
  seller: z.nullable(z.string()),
  has_vault: hasVaultSchema,
  /** The resale listing's id; null when not listed. */
  auction_id: z.nullable(idSchema),
  is_owner: z.boolean(),
  /** The caller's offer on this edition (offers come with the marketplace). */
  offer: z.nullable(z.object({ uuid: z.string() })),
  visibility: visibilitySchema,
  rank: z.nullable(z.number().check(z.int(), z.positive())),
});
export type Edition = z.infer<typeof editionSchema>;

/** Editions by number (sequence) or by listing price, unlisted editions last. */
export const EditionOrder = {
  numberAsc: 'sequence',
  numberDesc: '-sequence',
  priceAsc: SortOrder.priceAsc,
  priceDesc: SortOrder.priceDesc,
} as const;
export type EditionOrder = (typeof EditionOrder)[keyof typeof EditionOrder];

/** GET /nft/marketplace/{id}: `limit` editions (20 by default) from `start`. */
export const nftEditionsQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), EDITIONS_PAGE_SIZE),
  ordering: z._default(z.enum(EditionOrder), EditionOrder.numberAsc),
});
export type NftEditionsQuery = z.input<typeof nftEditionsQuerySchema>;

/** A page of the editions sold so far; `total` counts them all. */
export const nftEditionsPageSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  results: z.array(editionSchema),
});
export type NftEditionsPage = z.infer<typeof nftEditionsPageSchema>;

/**
 * GET /nft/marketplace/{nftId}/{itemId}: what the marketplace shows about one edition, as titled lines (§7: results[]
 * with title, display_description): edition, rank, owner, listing price, blockchain and each trait.
 */
export const marketplaceItemSchema = z.object({
  results: z.array(z.object({ title: z.string(), display_description: z.string() })),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;
