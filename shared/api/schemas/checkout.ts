import { actionSchema } from '../../domain/enum-schemas';
import * as z from '../../zod';
import { coinParamsSchema } from './crypto';
import { requestFraudDecisionBodySchema } from './fraud';

/**
 * Schemas of the checkout calls of spec part 2 §7 'Auctions, offers, purchases' (card_checkout, balance_checkout,
 * bitgo-crypto-checkout). Each call is idempotent by its Idempotency-Key header.
 */

/** {id}: the pack (drop true) or the auction (drop false) bought. */
export const checkoutParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export const cryptoCheckoutParamsSchema = z.extend(checkoutParamsSchema, coinParamsSchema.shape);

const { price, drop } = requestFraudDecisionBodySchema.shape;
const addressUuidSchema = z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
/** The buyer saw the fraud check's warning and chose to continue (not in spec §7: the web's modal answer). */
const fraudWarningAcceptedSchema = z._default(z.boolean(), false);
/** Buy Now (drop false): editions to buy (not in spec §7); price is then the total the buyer saw. */
const quantitySchema = z._default(z.number().check(z.int(), z.gte(1), z.lte(10)), 1);

export const cardCheckoutBodySchema = z.object({
  price,
  drop,
  /** Where the 3-D Secure challenge returns to, when the card needs one. */
  redirect_uri: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  action: actionSchema,
  addressUUID: addressUuidSchema,
  /** The saved card to charge (not in spec §7); the user's default card when absent. */
  card_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  fraud_warning_accepted: fraudWarningAcceptedSchema,
  quantity: quantitySchema,
});
export type CardCheckoutBody = z.infer<typeof cardCheckoutBodySchema>;

export const balanceCheckoutBodySchema = z.object({
  price,
  drop,
  addressUUID: addressUuidSchema,
  /** A prepaid coin pays (at the current rate); without one, marketplace credit or prepaid USD (source). */
  coin: z.optional(coinParamsSchema.shape.coin),
  /** Which USD balance pays when no coin is named (as in the bid call): 'credit' (default) or 'usd'. */
  source: z._default(z.enum(['credit', 'usd']), 'credit'),
  fraud_warning_accepted: fraudWarningAcceptedSchema,
  quantity: quantitySchema,
});
export type BalanceCheckoutBody = z.infer<typeof balanceCheckoutBodySchema>;

export const cryptoCheckoutBodySchema = z.object({
  drop,
  addressUUID: addressUuidSchema,
  quantity: quantitySchema,
});

/** An NFT edition the buyer received, as the reveal lists them. */
export const receivedNftSchema = z.object({
  id: z.string(),
  nft_id: z.string(),
  edition: z.number().check(z.int(), z.positive()),
  title: z.string(),
  // The NFT's tier code (Tier in shared/domain/enums/browsing.ts).
  tier: z.number().check(z.int()),
  image: z.string(),
  thumbnail: z.string(),
});
export type ReceivedNft = z.infer<typeof receivedNftSchema>;

/** 'Order Received': bid_id is the order's id (order history), items the pack's editions for the reveal. */
export const checkoutResultSchema = z.object({
  status: z.literal('success'),
  data: z.object({ bid_id: z.string(), items: z.array(receivedNftSchema) }),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * The card needs 3-D Secure: the web shows redirect_url in the 3-D Secure frame, then calls validate-3ds (action
 * 'buy', cc_processor_payment_id = payment_id) and repeats the checkout with the same Idempotency-Key, which
 * answers the result once the payment is approved.
 */
export const checkoutRedirectSchema = z.object({
  status: z.literal('redirect'),
  redirect_url: z.string(),
  payment_id: z.string(),
});
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

/**
 * HTTP 202: the checkout was still finishing when its request's deadline came. The server finishes it on its own
 * (the request, else the recovery sweep); the web polls GET /payments/orders/{bid_id} until it ends.
 */
export const checkoutAcceptedSchema = z.object({
  status: z.literal('accepted'),
  data: z.object({ bid_id: z.string() }),
});
export type CheckoutAccepted = z.infer<typeof checkoutAcceptedSchema>;

/** What a card checkout answers: the result, the 3-D Secure challenge to complete first, or 'accepted'. */
export const cardCheckoutResponseSchema = z.union([
  checkoutResultSchema,
  checkoutRedirectSchema,
  checkoutAcceptedSchema,
]);
export type CardCheckoutResponse = z.infer<typeof cardCheckoutResponseSchema>;

/** What a balance, crypto or pre-qualified checkout answers: the result, or 'accepted' (no challenge there). */
export const checkoutOutcomeSchema = z.union([checkoutResultSchema, checkoutAcceptedSchema]);
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;

/** {id}: an order id as a checkout answered it (bid_id). */
export const orderParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/**
 * GET /payments/orders/{id}: where the caller's checkout stands. 'pending' while it is still finishing,
 * 'success' with the editions once delivered (as the checkout would have answered), 'failed' when the payment was
 * declined or refused and the reservation given back (detail: 'Payment failed.' or the refusal's message).
 */
export const orderStatusSchema = z.discriminatedUnion('status', [
  checkoutResultSchema,
  z.object({ status: z.literal('pending'), data: z.object({ bid_id: z.string() }) }),
  z.object({ status: z.literal('failed'), data: z.object({ bid_id: z.string() }), detail: z.string() }),
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const cardWebhookResponseSchema = z.object({
  /** applied: the chargeback was reversed now; duplicate: it was before; ignored: nothing of ours to reverse. */
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
