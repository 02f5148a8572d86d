import { currencySchema, paymentMethodSchema } from '../../domain/enum-schemas';
import { OfferStatus } from '../../domain/enums';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { idSchema, isoDateSchema, usdSchema } from './common';
import { challengeReturnFields, coinNamedForPrepaidCrypto, paymentChoiceFields } from './payment-choice';

/**
 * Offers (spec part 2 §7 'Auctions, offers, purchases'): POST /offers/, PATCH /offers/{id}, GET /offers/{offerId},
 * GET /offers/nft_item/{nftItemId}, PATCH /offers/mark_viewed. An offer's amount is held on its payment method
 * (a card authorization, or marketplace credit, prepaid USD or a prepaid coin moved to the maker's held account)
 * until it is accepted (captured), declined, cancelled or expired (released).
 */

const hasCents = (usd: number) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/** Part 1 §5: numeric, at least 1 (cents at most). */
export const offerAmountSchema = z
  .number({ error: messages.offerMinimum })
  .check(
    z.gte(1, messages.offerMinimum),
    z.lte(99_999_999.99, messages.salePriceMaximum),
    z.refine(hasCents, messages.salePriceDecimals),
  );

/**
 * payment_method: 1 a saved card (card_id, else the default card), 2 marketplace credit or prepaid USD (source),
 * 7 a prepaid coin (coin). redirect_uri and action are the spec's (a card's 3-D Secure return); holds here need none.
 */
export const createOfferBodySchema = z
  .object({
    nft_item: idSchema,
    amount: offerAmountSchema,
    ...paymentChoiceFields,
    ...challengeReturnFields,
  })
  .check(coinNamedForPrepaidCrypto);
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>;

/** PATCH /offers/{id}: the owner accepts or declines, the maker cancels. */
export const updateOfferBodySchema = z.object({ status: z.enum(['accept', 'decline', 'cancel']) });
export type UpdateOfferBody = z.infer<typeof updateOfferBodySchema>;

export const offerParamsSchema = z.object({ offerId: idSchema });
export const offerItemParamsSchema = z.object({ nftItemId: idSchema });
export const markOffersViewedBodySchema = z.object({
  uuids: z.array(idSchema).check(z.minLength(1), z.maxLength(100)),
});

export const offerStatusSchema = z.enum(OfferStatus);

/** The offer entity of part 1 §3, with what the owner's Accept screen shows (amounts in USD). */
export const offerSchema = z.object({
  uuid: idSchema,
  created_by: z.object({ uuid: idSchema, username: z.string() }),
  amount: usdSchema,
  coin: z.nullable(currencySchema),
  payment_method: paymentMethodSchema,
  expires_at: isoDateSchema,
  created_at: isoDateSchema,
  /** When the maker may cancel (6 hours after making it). */
  cancellable_at: isoDateSchema,
  status: offerStatusSchema,
  card_details: z.nullable(z.object({ last4: z.string(), brand: z.string() })),
  paymentId: z.nullable(z.string()),
  /** The owner has seen it (the new-offers badge counts the unseen ones). */
  viewed: z.boolean(),
  nft_item: z.object({
    id: idSchema,
    nft_id: idSchema,
    sequence: z.number().check(z.int(), z.positive()),
    title: z.string(),
    thumbnail: z.string(),
  }),
  /** The accept screen: what the seller receives, the royalty and platform fee (USD) of this amount. */
  seller_receives: usdSchema,
  royalty: usdSchema,
  platform_fee: usdSchema,
  /** Whether the caller made it (else the caller owns the item). */
  is_maker: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersListSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  results: z.array(offerSchema),
});
export type OffersList = z.infer<typeof offersListSchema>;

/** POST /offers/: results.redirect_url (a card needing 3-D Secure; null otherwise), data the offer's amount and uuid. */
export const createOfferResponseSchema = z.object({
  results: z.object({ redirect_url: z.nullable(z.string()) }),
  data: z.object({ amount: usdSchema, uuid: idSchema }),
});
export type CreateOfferResponse = z.infer<typeof createOfferResponseSchema>;

export const updateOfferResponseSchema = z.object({ message: z.string(), offer: offerSchema });
export type UpdateOfferResponse = z.infer<typeof updateOfferResponseSchema>;

export const markOffersViewedResponseSchema = z.object({
  updated: z.number().check(z.int(), z.nonnegative()),
});
