import { messages } from '../../../shared/domain/messages';
import { ConflictError, ForbiddenError } from '../../lib/errors';

/** The caller did not win this auction (or it is not a pre-qualified auction awaiting their payment). */
export class WinNotFoundError extends ForbiddenError {
  constructor() {
    super(messages.winNotFound, 'not_winner');
  }
}

/** The 24 hours to pay have passed: the win lapsed (or lapses now). */
export class WinPaymentClosedError extends ConflictError {
  constructor() {
    super(messages.winPaymentClosed, 'win_lapsed');
  }
}

/** Another payment of this win (another Idempotency-Key) is under way. */
export class WinPaymentInProgressError extends ConflictError {
  constructor() {
    super(messages.winPaymentInProgress, 'win_payment_in_progress');
  }
}
