import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { idSchema, tooLong, usdSchema } from './common';

/**
 * Resale listings (spec part 2 §7 'Auctions, offers, purchases': POST /auction/create, /auction/{id}/edit,
 * DELETE /auction/{id}/delete). A listing is the resale auction of one owned item: its id is the auction id the
 * editions table, GET /auction/{id} and the checkouts (drop false) take.
 */

const hasCents = (usd: number) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/** Part 1 §5: 0 to 99999999.99 with 2 decimals; below 1 'Minimum sale price is $1'. */
export const resalePriceSchema = z
  .number({ error: messages.salePriceMinimum })
  .check(
    z.gte(1, messages.salePriceMinimum),
    z.lte(99_999_999.99, messages.salePriceMaximum),
    z.refine(hasCents, messages.salePriceDecimals),
  );

export const createListingBodySchema = z.object({
  nft_id: idSchema,
  price: resalePriceSchema,
  title: z.optional(z.string().check(z.trim(), z.maxLength(200, tooLong(200)))),
  /** The owned item to list (one listing per item). */
  nft_items: z.array(idSchema).check(z.length(1, messages.listOneItem)),
});
export type CreateListingBody = z.infer<typeof createListingBodySchema>;

export const editListingBodySchema = z.object({ price: resalePriceSchema });
export type EditListingBody = z.infer<typeof editListingBodySchema>;

/** A listing as its seller sees it after a change; price and the seller's share in USD. */
export const listingSchema = z.object({
  id: idSchema,
  nft_id: idSchema,
  nft_item: idSchema,
  sequence: z.number().check(z.int(), z.positive()),
  title: z.string(),
  price: usdSchema,
  /** What the seller receives: price × (1 − (royalty + platform fee)%). */
  seller_receives: usdSchema,
  /** Percentages. */
  royalty: z.number().check(z.nonnegative()),
  platform_fee: z.number().check(z.nonnegative()),
  status: z.enum(['active', 'reserved', 'sold', 'cancelled']),
  created_at: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingResponseSchema = z.object({ message: z.string(), listing: listingSchema });
export type ListingResponse = z.infer<typeof listingResponseSchema>;
