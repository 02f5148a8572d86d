import { messages } from '../../../shared/domain/messages';
import { AppError } from '../../lib/errors';

/** The listing is sold, removed, or held by a buyer's checkout: nothing to buy, edit or remove now. */
export class ListingNotActiveError extends AppError {
  constructor(busy = false) {
    super(
      409,
      busy ? 'listing_busy' : 'listing_not_active',
      busy ? messages.listingBusy : messages.listingNotActive,
    );
  }
}

/** Only the item's owner lists it, and only the seller changes or removes the listing. */
export class NotItemOwnerError extends AppError {
  constructor() {
    super(403, 'not_owner', messages.notItemOwner);
  }
}
