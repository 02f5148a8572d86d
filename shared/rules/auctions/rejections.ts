import type { ValueOf } from '../../domain/enums';
import { fillMessage, messages } from '../../domain/messages';

/**
 * Why a bid, purchase or claim is refused. The screens act on the reason (login modal, verify-email modal,
 * pre-qualified modal, seller buttons, inline bid error); the server answers the message.
 */
export const Rejection = {
  loginRequired: 'login_required',
  emailUnverified: 'email_unverified',
  notPreQualified: 'not_pre_qualified',
  ownAuction: 'own_auction',
  notStarted: 'not_started',
  ended: 'ended',
  soldOut: 'sold_out',
  notBiddable: 'not_biddable',
  notForSale: 'not_for_sale',
  notClaimable: 'not_claimable',
  priceMissing: 'price_missing',
  invalidAmount: 'invalid_amount',
  bidTooLow: 'bid_too_low',
  bidUnchanged: 'bid_unchanged',
  invalidQuantity: 'invalid_quantity',
  quantityNotAvailable: 'quantity_not_available',
  purchaseLimitReached: 'purchase_limit_reached',
} as const;
export type Rejection = ValueOf<typeof Rejection>;

const rejectionMessages: Readonly<Record<Rejection, string>> = {
  login_required: messages.logInToContinue,
  email_unverified: messages.verifyEmailFirst,
  not_pre_qualified: messages.preQualifiedBiddersOnly,
  own_auction: messages.ownAuction,
  not_started: messages.auctionNotStarted,
  ended: messages.auctionEnded,
  sold_out: messages.auctionSoldOut,
  not_biddable: messages.auctionNotBiddable,
  not_for_sale: messages.auctionNotForSale,
  not_claimable: messages.auctionNotClaimable,
  price_missing: messages.auctionPriceMissing,
  invalid_amount: messages.bidAmountInvalid,
  bid_too_low: messages.bidTooLow,
  bid_unchanged: messages.bidUnchanged,
  invalid_quantity: messages.quantityInvalid,
  quantity_not_available: messages.quantityNotAvailable,
  purchase_limit_reached: messages.purchaseLimitReached,
};

export interface Refusal {
  readonly ok: false;
  readonly reason: Rejection;
  /** The text to show, placeholders filled ('Bid should be equal to or more then $12.50'). */
  readonly message: string;
}

export const refuse = (
  reason: Rejection,
  values: Readonly<Record<string, string | number>> = {},
): Refusal => ({
  ok: false,
  reason,
  message: fillMessage(rejectionMessages[reason], values),
});
