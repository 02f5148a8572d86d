import { messages } from '../../../shared/domain/messages';
import { AppError, ConflictError } from '../../lib/errors';

/** A debit would take an account below zero: the payer has to choose another payment method. */
export class InsufficientFundsError extends ConflictError {
  constructor(readonly account: string) {
    super(messages.chooseAnotherPaymentMethod, 'insufficient_funds');
  }
}

/**
 * An account changed since the caller read it (its `version` moved on): a movement that depends on more than the
 * balance (a withdrawal of the credit available now) reads again and retries.
 */
export class BalanceChangedError extends Error {
  override name = 'BalanceChangedError';
  constructor(readonly account: string) {
    super(`Account ${account} changed since it was read`);
  }
}

/** The idempotency key was already used for a movement with other content. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor(readonly idempotencyKey: string) {
    super(messages.idempotencyKeyReused, 'idempotency_key_reused');
  }
}

/** Concurrent transactions kept colliding on the same accounts; nothing was written, the client may retry. */
export class LedgerBusyError extends AppError {
  constructor() {
    super(503, 'ledger_busy', messages.tryAgainLater);
  }
}

/** A caller built a movement that breaks the ledger's rules (a bug, never a user's input): nothing is written. */
export class InvalidMovementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMovementError';
  }
}
