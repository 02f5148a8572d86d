import { messages } from '../../../shared/domain/messages';
import { ConflictError, ValidationError } from '../../lib/errors';

/** can_gift is false (listed, locked for a sale or another gift, exporting or exported): part 2 §6's message. */
export class GiftNotAvailableError extends ConflictError {
  constructor() {
    super(messages.giftNotAvailable, 'gift_not_available');
  }
}

/** Part 1 §5: 'Use any email address other than your own' (compared whatever the case). */
export class GiftToOwnEmailError extends ValidationError {
  constructor() {
    super([{ field: 'receiving_user_email', message: messages.giftOwnEmail }], messages.giftOwnEmail);
  }
}

/** A reclaim of a gift delivered, not pending, or pending for less than the reclaim window. */
export class GiftNotReclaimableError extends ConflictError {
  constructor(detail: string) {
    super(detail, 'gift_not_reclaimable');
  }
}
