import { messages } from '../../../shared/domain/messages';
import { AppError, ConflictError, ForbiddenError } from '../../lib/errors';

/** Every unit of the pack is sold (or reserved by a checkout still paying). */
export class PackSoldOutError extends ConflictError {
  constructor() {
    super(messages.packSoldOut, 'sold_out');
  }
}

/** The pack's drop is not live (coming or ended) or was marked sold out. */
export class PackNotOnSaleError extends ConflictError {
  constructor() {
    super(messages.packNotOnSale, 'not_on_sale');
  }
}

/** The pack is allocated by a draw (functions/domain/draws): it is never sold first come. */
export class PackSoldByDrawError extends ConflictError {
  constructor() {
    super('This pack is allocated by a draw: enter the draw instead.', 'sold_by_draw');
  }
}

/** The buyer holds the pack's per-account limit already. */
export class PurchaseLimitReachedError extends ForbiddenError {
  constructor() {
    super(messages.purchaseLimitReached, 'purchase_limit_reached');
  }
}

/** Part 2 §2: an owner cannot buy their own item (a listing they sell, a storefront listing they created). */
export class OwnItemPurchaseError extends ForbiddenError {
  constructor() {
    super(messages.ownItemPurchase, 'own_item_purchase');
  }
}

/** The price the buyer saw is not the pack's price. */
export class PriceChangedError extends ConflictError {
  constructor() {
    super(messages.priceChanged, 'price_changed');
  }
}

/** No finished fraud check of this checkout (none asked for, still pending, or it errored). */
export class FraudCheckRequiredError extends ForbiddenError {
  constructor() {
    super(messages.fraudCheckRequired, 'fraud_check_required');
  }
}

/** The fraud check warned or blocked and the buyer did not choose to continue. */
export class FraudCheckRefusedError extends ForbiddenError {
  constructor() {
    super(messages.fraudCheckFailed, 'fraud_check_refused');
  }
}

/** The card declined the charge ('Payment failed.'); the reserved pack went back on sale. */
export class PurchaseDeclinedError extends AppError {
  constructor() {
    super(400, 'payment_declined', messages.paymentFailed);
  }
}
