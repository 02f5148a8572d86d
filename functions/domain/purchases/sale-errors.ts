import { messages } from '../../../shared/domain/messages';
import { type Refusal, Rejection } from '../../../shared/rules/auctions';
import { AppError } from '../../lib/errors';

const accessRefusals: readonly Rejection[] = [
  Rejection.loginRequired,
  Rejection.emailUnverified,
  Rejection.notPreQualified,
  Rejection.ownAuction,
];
const stateRefusals: readonly Rejection[] = [
  Rejection.notStarted,
  Rejection.ended,
  Rejection.soldOut,
  Rejection.quantityNotAvailable,
  Rejection.purchaseLimitReached,
];

/**
 * A Buy Now or a claim the auction rules refuse: who asks (403: the screens open the verify-email modal), the
 * auction's or the account's state (409: not live, sold out, the per-account limit), else the request (400).
 */
export class SaleRefusedError extends AppError {
  constructor(refusal: Refusal) {
    const status = accessRefusals.includes(refusal.reason)
      ? 403
      : stateRefusals.includes(refusal.reason)
        ? 409
        : 400;
    super(status, refusal.reason, refusal.message);
  }
}

/** A physical item ships only to one of the buyer's shipping addresses in a country it ships to. */
export class ShippingAddressRefusedError extends AppError {
  constructor(message: string = messages.bidAddressRequired) {
    super(422, 'shipping_address_invalid', message, [{ field: 'addressUUID', message }]);
  }
}
