import { currencySchema, paymentMethodSchema, traitTypeSchema } from '../../domain/enum-schemas';
import { OfferStatus } from '../../domain/enums';
import { fillMessage, messages } from '../../domain/messages';
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
  /** The held card and its id: the maker's only, null to the item's owner. */
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

/**
 * Collection and trait offers (issue 16 point 3): `quantity` units of `amount` each on any item of a collection, or
 * on any item with one trait; each unit is held like an item offer and buys one item from whichever owner accepts.
 */
export const COLLECTION_OFFER_MAX_UNITS = 25;

export const collectionOfferTraitSchema = z.object({
  type: traitTypeSchema,
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export type CollectionOfferTrait = z.infer<typeof collectionOfferTraitSchema>;

const quantityMessage = fillMessage(messages.collectionOfferQuantity, { max: COLLECTION_OFFER_MAX_UNITS });

export const createCollectionOfferBodySchema = z
  .object({
    collection_id: idSchema,
    trait: z.optional(z.nullable(collectionOfferTraitSchema)),
    amount: offerAmountSchema,
    quantity: z
      .number({ error: quantityMessage })
      .check(
        z.int(quantityMessage),
        z.gte(1, quantityMessage),
        z.lte(COLLECTION_OFFER_MAX_UNITS, quantityMessage),
      ),
    ...paymentChoiceFields,
  })
  .check(coinNamedForPrepaidCrypto);
export type CreateCollectionOfferBody = z.infer<typeof createCollectionOfferBodySchema>;

/** The maker cancels; the owner of a matching item accepts with it (one unit). */
export const updateCollectionOfferBodySchema = z
  .object({ status: z.enum(['accept', 'cancel']), nft_item: z.optional(idSchema) })
  .check(
    z.superRefine((body, context) => {
      if (body.status === 'accept' && !body.nft_item)
        context.addIssue({ code: 'custom', path: ['nft_item'], message: messages.requiredField });
    }),
  );
export type UpdateCollectionOfferBody = z.infer<typeof updateCollectionOfferBodySchema>;

export const collectionOfferParamsSchema = z.object({ offerId: idSchema });
export const collectionOffersParamsSchema = z.object({ collectionId: idSchema });

/** A collection or trait offer; the per-item split is of one unit's amount (an item's NFT sets the fees). */
export const collectionOfferSchema = z.object({
  uuid: idSchema,
  created_by: z.object({ uuid: idSchema, username: z.string() }),
  collection: z.object({ id: idSchema, title: z.string() }),
  /** null: any item of the collection. */
  trait: z.nullable(z.extend(collectionOfferTraitSchema, { title: z.string() })),
  /** Per item. */
  amount: usdSchema,
  quantity: z.number().check(z.int(), z.positive()),
  units_left: z.number().check(z.int(), z.nonnegative()),
  coin: z.nullable(currencySchema),
  payment_method: paymentMethodSchema,
  expires_at: isoDateSchema,
  created_at: isoDateSchema,
  cancellable_at: isoDateSchema,
  status: offerStatusSchema,
  is_maker: z.boolean(),
});
export type CollectionOffer = z.infer<typeof collectionOfferSchema>;

export const collectionOffersListSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  results: z.array(collectionOfferSchema),
});
export type CollectionOffersList = z.infer<typeof collectionOffersListSchema>;

/** For an owned item: the collection and trait offers it matches, with what selling it to each would pay. */
export const matchingCollectionOfferSchema = z.extend(collectionOfferSchema, {
  seller_receives: usdSchema,
  royalty: usdSchema,
  platform_fee: usdSchema,
});
export type MatchingCollectionOffer = z.infer<typeof matchingCollectionOfferSchema>;
export const matchingCollectionOffersSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  results: z.array(matchingCollectionOfferSchema),
});
export type MatchingCollectionOffers = z.infer<typeof matchingCollectionOffersSchema>;

export const updateCollectionOfferResponseSchema = z.object({
  message: z.string(),
  offer: collectionOfferSchema,
});
export type UpdateCollectionOfferResponse = z.infer<typeof updateCollectionOfferResponseSchema>;
