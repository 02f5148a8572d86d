import * as z from 'zod';
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
import { auctionSchema, listDropsQuerySchema } from './catalog';
import { artistSchema, idSchema, isoDateSchema, pageOf, pageQuerySchema, usdSchema } from './common';
import { exportedToSchema } from './export';

/** The NFT an owned item or a history entry shows. */
export const itemNftSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Tier code. */
  type: z.number().int(),
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
  related_to: z.string().nullable(),
  frame_type: themeSchema,
  title: z.string(),
  terms_link: z.string().nullable(),
  private_description: z.string().nullable(),
});

const deniedReasonSchema = z.object({ title: z.string(), description: z.string() });

/**
 * An owned item (spec part 1 §3). The owner-only fields (vault contents, export, offers, resale, gift) are null
 * (the vault empty) for anyone else; `is_owner` says which view this is.
 */
export const ownedItemSchema = z.object({
  id: idSchema,
  nft: itemNftSchema,
  sequence: z.number().int().positive(),
  /** The item's marketplace listing, when listed for sale. */
  sold_at: z.object({ id: idSchema, price: usdSchema }).nullable(),
  is_vault_opened: z.boolean(),
  vault: z.array(vaultItemSchema),
  metadata: z.object({
    openEdition: z.boolean(),
    contract_address: z.string().nullable(),
    tezos_address: z.string().nullable(),
    artifactUri: z.string(),
    displayUri: z.string(),
  }),
  visibility: visibilitySchema,
  rank: z.number().int().positive().nullable(),
  /** When the current owner got it; null while the platform holds it. */
  owned_at: isoDateSchema.nullable(),
  is_owner: z.boolean(),
  export_status: processStatusSchema.nullable(),
  export_allowed: z.boolean().nullable(),
  export_cancellable: z.boolean().nullable(),
  export_denied_reason: deniedReasonSchema.nullable(),
  /** When the export delay after purchase ends, while it runs. */
  time_to_export: isoDateSchema.nullable(),
  /** The owner's wallet label of an exported item: where it went. Absent otherwise. */
  exported_to: exportedToSchema.optional(),
  new_offers_count: z.number().int().nonnegative().nullable(),
  offers_count: z.number().int().nonnegative().nullable(),
  resell_allowed: z.boolean().nullable(),
  /** code resell_not_available ('Item Not Ready For Resell') or resell_not_available_yet ('NFT On Cool-down'). */
  resell_denied_reason: deniedReasonSchema
    .extend({ code: z.enum(['resell_not_available', 'resell_not_available_yet']) })
    .nullable(),
  can_gift: z.boolean().nullable(),
});
export type OwnedItem = z.infer<typeof ownedItemSchema>;

const pageOnlySchema = pageQuerySchema.pick({ page: true });

/** GET /nft/mine: 8 a page; tiers as a comma list where 0 (any) means no filter. */
export const myNftsQuerySchema = pageOnlySchema.extend({
  name_or_artist: z.string().max(100).optional(),
  ordering: sortOrderSchema.default(SortOrder.dateDesc),
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
  amount: z.string().regex(/^\d+\.(\d{2}|\d{6})$/),
  coin: currencySchema.nullable(),
  usd_amount: usdSchema,
  method: paymentMethodSchema.nullable(),
  last4: z.string().nullable(),
});

/**
 * A history entry (spec part 1 §3) as the caller's order history shows it: `kind` is the row's type label from the
 * caller's side (part 1 §2); owners, receiver and seller are usernames, null for the platform. What one order gave
 * the caller is one row (a pack's editions: the first one shown, `quantity` them all), its line_item the order's
 * payment with fees.
 */
export const historyEntrySchema = z.object({
  id: idSchema,
  kind: historyKindSchema,
  owned_at: isoDateSchema,
  old_owner: z.string().nullable(),
  owner: z.string().nullable(),
  nft_item: z.object({
    id: idSchema,
    sequence: z.number().int().positive(),
    open_edition: z.boolean(),
    nft: z.object({
      id: idSchema,
      title: z.string(),
      type: z.number().int(),
      image: z.string(),
      thumbnail: z.string(),
      artist: z.object({ name: z.string() }),
    }),
  }),
  line_item: historyLineItemSchema.nullable(),
  /** The editions the row stands for (not in the spec): a pack's editions are one row, priced once. */
  quantity: z.number().int().positive(),
  bundle: z.object({ id: idSchema, title: z.string() }).nullable(),
  is_gift: z.boolean(),
  receiver: z.string().nullable(),
  seller: z.string().nullable(),
  is_fused: z.boolean(),
  is_fusing_result: z.boolean(),
  is_external_order: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /nft/mine/history: 4 a page, by date. */
export const historyOrderings = [SortOrder.dateDesc, SortOrder.dateAsc] as const;
export const myHistoryQuerySchema = pageOnlySchema.extend({
  search: z.string().max(100).optional(),
  ordering: z.enum(historyOrderings).default(SortOrder.dateDesc),
});
export type MyHistoryQuery = z.input<typeof myHistoryQuerySchema>;
export const historyPageSchema = pageOf(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A trait with how many NFTs of the collection share it (spec part 1 §3). */
export const nftTraitSchema = z.object({
  type: traitTypeSchema,
  display_value: z.string(),
  /** Share of the collection's NFTs with this trait, in percent with 2 decimals. */
  percentage_like_mine: z.number().min(0).max(100),
  number_like_mine: z.number().int().positive(),
  rarity: raritySchema,
});

export const nftStatsSchema = z.object({
  /** NFTs in the collection. */
  nfts: z.number().int().nonnegative(),
  /** Editions minted of this NFT. */
  editions: z.number().int().nonnegative(),
  /** Users who own at least one edition. */
  owners: z.number().int().nonnegative(),
  /** Lowest listing price; null when none is listed. */
  floor: usdSchema.nullable(),
  /** Highest price paid for an edition; null before the first sale. */
  ath: usdSchema.nullable(),
  listings: z.number().int().nonnegative(),
});

/** The NFT entity of spec part 1 §3 with its stats and collection. */
export const nftDetailSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: z.number().int(),
  quantity: z.number().int().nonnegative(),
  image: z.string(),
  thumbnail: z.string(),
  video: z.string().nullable(),
  audio: z.string().nullable(),
  description: z.string(),
  traits: z.array(nftTraitSchema),
  artist: artistSchema,
  minted_by: mintedBySchema,
  has_vault: hasVaultSchema,
  blockchain_type: blockchainSchema,
  resell_allowed: z.boolean(),
  /** Percentages. */
  secondary_sale_platform_fee: z.number().nonnegative(),
  secondary_sale_resale_royalty: z.number().nonnegative(),
  rank: z.number().int().positive().nullable(),
  collection: z.object({ id: idSchema, title: z.string(), is_ranked: z.boolean() }),
  /** The primary sale's auction; null when none is known. */
  auction: auctionSchema.nullable(),
  /** The marketplace's resale listing summary; null while nothing is listed. */
  secondary_auction: z.object({ floor_price: usdSchema.nullable(), visibility: visibilitySchema }).nullable(),
  stats: nftStatsSchema,
});
export type NftDetail = z.infer<typeof nftDetailSchema>;

export const nftItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

/** PATCH /nft/item/{id}: the owner's item public or private. */
export const updateVisibilityBodySchema = z.object({ visibility: visibilitySchema });

/** An edition of an NFT in its editions table (spec part 1 §3 'Edition'); price, seller and auction_id are its resale listing's. */
export const editionSchema = z.object({
  id: idSchema,
  sequence: z.number().int().positive(),
  /** The resale listing's price; null when the edition is not listed. */
  price: usdSchema.nullable(),
  /** The listing owner's username; null when not listed. */
  seller: z.string().nullable(),
  has_vault: hasVaultSchema,
  /** The resale listing's id; null when not listed. */
  auction_id: idSchema.nullable(),
  is_owner: z.boolean(),
  /** The caller's offer on this edition (offers come with the marketplace). */
  offer: z.object({ uuid: z.string() }).nullable(),
  visibility: visibilitySchema,
  rank: z.number().int().positive().nullable(),
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
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(EDITIONS_PAGE_SIZE),
  ordering: z.enum(EditionOrder).default(EditionOrder.numberAsc),
});
export type NftEditionsQuery = z.input<typeof nftEditionsQuerySchema>;

/** A page of the editions sold so far; `total` counts them all. */
export const nftEditionsPageSchema = z.object({
  total: z.number().int().nonnegative(),
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
