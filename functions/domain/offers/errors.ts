import { messages } from '../../../shared/domain/messages';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotYetError } from '../../lib/errors';

/** An owner cannot make an offer on their own item (part 2 §6). */
export class OwnItemOfferError extends ForbiddenError {
  constructor() {
    super(messages.ownItemOffer, 'own_item_offer');
  }
}

/**
 * 'Offer no longer available.' (part 2 §8, a 403): the caller is neither the maker nor the item's owner, or the item
 * can no longer take or honour the offer (moved, exported, not for resale).
 */
export class OfferUnavailableError extends ForbiddenError {
  constructor() {
    super(messages.offerNoLongerAvailable, 'offer_unavailable');
  }
}

/** The item offered to a collection or trait offer is not of its collection or lacks its trait. */
export class OfferItemMismatchError extends BadRequestError {
  constructor() {
    super(messages.offerItemMismatch, 'offer_item_mismatch');
  }
}

/** One open offer per maker and item. */
export class OfferExistsError extends ConflictError {
  constructor() {
    super(messages.offerExists, 'offer_exists');
  }
}

/** The offer was accepted, declined, cancelled or expired already (or another offer is being accepted). */
export class OfferNotActiveError extends ConflictError {
  constructor() {
    super(messages.offerNotActive, 'offer_not_active');
  }
}

export class OfferAlreadyCancelledError extends ConflictError {
  constructor() {
    super(messages.offerAlreadyCanceled, 'offer_already_cancelled');
  }
}

/** 'Unable to cancel offer' within 6 hours of making it; the answer carries when the maker may (the countdown). */
export class OfferCancelLockedError extends NotYetError {
  constructor(cancellableAt: Date, waitMs: number) {
    super(messages.unableToCancelOffer, 'offer_cancel_locked', cancellableAt, waitMs);
  }
}

/** The card refused the hold. */
export class OfferPaymentDeclinedError extends AppError {
  constructor() {
    super(400, 'payment_declined', messages.paymentFailed);
  }
}
