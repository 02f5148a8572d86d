import { currencySchema, dutchAuctionStateSchema, paymentMethodSchema } from '../../domain/enum-schemas';
import { PaymentMethod } from '../../domain/enums';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { auctionSchema } from './catalog';
import { idSchema, isoDateSchema, usdSchema } from './common';

/** Schemas of the auction reads and the bid call of spec part 2 §7 'Auctions, offers, purchases'. */

/**
 * The Auction entity of part 1 §3 with what the bids and the clock make of it now: `price` is a Dutch auction's
 * current price; highest_bid and lowest_bid_to_beat are null while a silent auction runs; last_bid is the
 * caller's own bid; minimum_winning_bid is the least any bid may be.
 */
export const auctionDetailSchema = z.extend(auctionSchema, {
  last_bid: z.nullable(usdSchema),
  lowest_bid_to_beat: z.nullable(usdSchema),
  is_able_to_bid: z.boolean(),
  reached_purchase_limit: z.boolean(),
  dutch_state: z.nullable(dutchAuctionStateSchema),
  /** next_run is null once the price will not fall again. */
  interval: z.nullable(
    z.object({
      next_run: z.nullable(isoDateSchema),
      every: z.number().check(z.int(), z.positive()),
      period: z.enum(['minutes', 'hours']),
    }),
  ),
  /** When the page should load the auction again (start, end, pre-qualified end - 3 min, Dutch ticks). */
  refresh_at: z.nullable(isoDateSchema),
});
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** The Bid entity of part 1 §3, with its place on the leaderboard (rank and winning are null while hidden). */
export const bidSchema = z.object({
  id: idSchema,
  amount: usdSchema,
  created_by: z.object({ username: z.string() }),
  created_at: isoDateSchema,
  sequence: z.number().check(z.int(), z.positive()),
  rank: z.nullable(z.number().check(z.int(), z.positive())),
  is_winning: z.nullable(z.boolean()),
  is_own: z.boolean(),
});
export type Bid = z.infer<typeof bidSchema>;
export const auctionBidsSchema = z.array(bidSchema);

const hasCents = (usd: number) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/** A bid in USD with at most 2 decimals. */
const bidValueSchema = z
  .number({ error: messages.bidAmountInvalid })
  .check(
    z.positive(messages.bidAmountInvalid),
    z.lte(99_999_999.99, messages.bidAmountInvalid),
    z.refine(hasCents, messages.bidAmountInvalid),
  );

/**
 * The bid call (part 2 §7: addressUUID, paymentId, auction, bidValue, updateBid, payment), the pre-qualified bid
 * call (auction, bidValue, updateBid: no payment, its winners pay after the close) and the validity check
 * (validate true, which needs only bidValue). payment: 1 a saved card (paymentId is its id), 2 marketplace
 * credit (source 'credit') or prepaid USD (source 'usd'), 7 a prepaid coin (coin); only the server knows the
 * auction's type, so it answers 'Required field' on payment when a bid on another type has none. addressUUID:
 * one of the caller's shipping addresses, for an item shipped with the NFT. updateBid is the screen's guess; the
 * server updates whenever the caller already has a bid.
 */
export const placeBidBodySchema = z
  .object({
    bidValue: bidValueSchema,
    payment: z.optional(paymentMethodSchema),
    paymentId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    source: z._default(z.enum(['credit', 'usd']), 'credit'),
    coin: z.optional(currencySchema),
    addressUUID: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    auction: z.optional(idSchema),
    updateBid: z.optional(z.boolean()),
    validate: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.validate) return;
      const missing = (path: string) =>
        context.addIssue({ code: 'custom', path: [path], message: messages.requiredField });
      if (body.payment === PaymentMethod.card && !body.paymentId) missing('paymentId');
      if (body.payment === PaymentMethod.prepaidCrypto && !body.coin) missing('coin');
    }),
  );
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

/** validate true: whether the bid would be taken now, why not, and the least the caller may bid. */
export const bidValiditySchema = z.object({
  valid: z.boolean(),
  message: z.optional(z.string()),
  minimum: usdSchema,
});

/** A bid taken: 'Your bid has been placed' or 'Your bid has been updated'. */
export const bidPlacedSchema = z.object({
  status: z.enum(['placed', 'updated']),
  message: z.string(),
  bid: bidSchema,
});

export const placeBidResponseSchema = z.union([bidValiditySchema, bidPlacedSchema]);
export type PlaceBidResponse = z.infer<typeof placeBidResponseSchema>;

/** GET /nft/bid_items/{id}: the NFT's editions sold by bids, each with the bid that wins it (edition = rank). */
export const bidItemSchema = z.object({
  id: z.string(),
  edition: z.number().check(z.int(), z.positive()),
  amount: usdSchema,
  created_by: z.object({ username: z.string() }),
  /** 'winning' while the auction runs, 'won' once it ended. */
  status: z.enum(['winning', 'won']),
});
export const bidItemsSchema = z.array(bidItemSchema);
export type BidItem = z.infer<typeof bidItemSchema>;
