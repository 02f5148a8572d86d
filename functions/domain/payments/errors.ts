import { messages } from '../../../shared/domain/messages';
import { BadRequestError, ConflictError } from '../../lib/errors';

/** The card is not one of the user's active cards, the coin is not accepted, or the method is switched off. */
export class PaymentMethodUnavailableError extends BadRequestError {
  constructor() {
    super(messages.chooseAnotherPaymentMethod, 'payment_method_unavailable');
  }
}

/** An Amex-only sale: a card of another network ('You must add an Amex card to proceed') or no card at all. */
export class AmexRequiredError extends BadRequestError {
  constructor(paidByCard: boolean) {
    super(paidByCard ? messages.amexCardRequired : messages.amexOnlyAuction, 'amex_card_required');
  }
}

/** A refund of an order that was never paid, or of more than what is left of its payment. */
export class RefundNotPossibleError extends ConflictError {
  constructor(reason: 'not_paid' | 'too_large') {
    super(reason === 'not_paid' ? messages.orderNotPaid : messages.refundTooLarge, `refund_${reason}`);
  }
}

/** A capture or release of a hold that is not held (declined, being placed, or already captured or released). */
export class HoldNotActiveError extends ConflictError {
  constructor() {
    super(messages.holdNotActive, 'hold_not_active');
  }
}

/** A caller built an order that breaks the payment rules (a bug, never a user's input): nothing is charged. */
export class InvalidOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidOrderError';
  }
}
