import { messages } from '../../../shared/domain/messages';
import { ConflictError } from '../../lib/errors';

/** The item changed owner since it was read (another buyer, bid or gift got it first): nothing was written. */
export class ItemOwnerChangedError extends ConflictError {
  constructor(readonly itemId: string) {
    super(messages.itemOwnerChanged, 'item_owner_changed');
  }
}
