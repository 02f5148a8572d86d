import * as z from '../../zod';
import { balanceCheckoutBodySchema, cardCheckoutBodySchema } from './checkout';

/**
 * Schemas of the payment of a pre-qualified auction's win (spec part 2 §7: prequalified_checkout and
 * card_checkout/bid; {id} is the auction). price must be the winning bid. They answer as the other checkouts:
 * checkoutResultSchema (data.bid_id the order, data.items the won edition), or a 3-D Secure redirect by card.
 */

/** §7 'price', plus the balance checkout's payment fields: a prepaid coin (coin), else credit or USD (source). */
export const prequalifiedCheckoutBodySchema = z.omit(balanceCheckoutBodySchema, {
  drop: true,
  addressUUID: true,
});
export type PrequalifiedCheckoutBody = z.infer<typeof prequalifiedCheckoutBodySchema>;

/** §7 addressUUID, price, redirect_uri, action; card_id the saved card (the default card when absent). */
export const cardBidCheckoutBodySchema = z.omit(cardCheckoutBodySchema, { drop: true });
export type CardBidCheckoutBody = z.infer<typeof cardBidCheckoutBodySchema>;
