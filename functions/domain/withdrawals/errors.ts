import { messages } from '../../../shared/domain/messages';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';

/** withdraw_allowed is false (part 2 §6): the denial's title, with its description as the detail. */
export class WithdrawalNotAllowedError extends ForbiddenError {
  constructor(
    readonly title: string,
    description: string,
  ) {
    super(description, 'withdrawal_not_allowed');
  }
}

/** 'Amount you requested is more than the amount available.' under the amount field. */
export class AmountAboveAvailableError extends ValidationError {
  constructor(field: string) {
    super([{ field, message: messages.withdrawalAmountTooHigh }], messages.withdrawalAmountTooHigh);
  }
}

/** 'Your withdrawal account is suspended' (part 2 §8): the partner suspended the customer. */
export class PayoutAccountSuspendedError extends ForbiddenError {
  constructor() {
    super(messages.withdrawalAccountSuspended, 'withdrawal_account_suspended');
  }
}

/** A fiat withdrawal before both payment-partner consents (the consent modal opens). */
export class PartnerConsentRequiredError extends ForbiddenError {
  constructor() {
    super(messages.partnerConsentRequired, 'partner_consent_required');
  }
}

/** The payout account a withdrawal needs does not exist yet (or is not ready): what to do first. */
export class PayoutAccountMissingError extends ConflictError {
  constructor(detail: string, code: string) {
    super(detail, code);
  }
}

/** withdrawEnabled (or cryptoPayoutEnabled for crypto) is off. */
export class WithdrawalsDisabledError extends ForbiddenError {
  constructor(detail: string = messages.withdrawDisabled) {
    super(detail, 'withdrawals_disabled');
  }
}
