import { messages } from '../../../shared/domain/messages';
import { ConflictError, NotYetError } from '../../lib/errors';

/** The item changed owner since it was read (another buyer, bid or gift got it first): nothing was written. */
export class ItemOwnerChangedError extends ConflictError {
  constructor(readonly itemId: string) {
    super(messages.itemOwnerChanged, 'item_owner_changed');
  }
}

/**
 * 'NFT On Cool-down' (part 2 §8, §9): an item bought by card leaves its owner by no way (listing, offer, cart,
 * gift, export) until 48 hours after the purchase; the answer says when (`available_at`, `wait_ms`).
 */
export class NftOnCooldownError extends NotYetError {
  constructor(description: string, until: Date, waitMs: number) {
    super(description, 'resell_not_available_yet', until, waitMs);
  }
}
