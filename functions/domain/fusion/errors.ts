import { messages } from '../../../shared/domain/messages';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';

/** The fusion flag is off (part 2 §9: disabled by default): no fusion call answers. */
export class FusionDisabledError extends ForbiddenError {
  constructor() {
    super(messages.fusionDisabled, 'fusion_disabled');
  }
}

/** Not exactly 3 distinct items (part 1 §5). */
export class FusionItemCountError extends ValidationError {
  constructor() {
    super([{ field: 'items', message: messages.fusionNeedsThree }], messages.fusionNeedsThree);
  }
}

/** An item is listed, locked for a sale or exporting (or changed since it was read). */
export class FusionItemUnavailableError extends ConflictError {
  constructor() {
    super(messages.fusionItemUnavailable, 'fusion_item_unavailable');
  }
}

/** The shipping address is not one of the user's US addresses (part 1 §5: US only). */
export class FusionAddressError extends ValidationError {
  constructor() {
    super([{ field: 'shipment_info', message: messages.fusionUsAddressOnly }], messages.fusionUsAddressOnly);
  }
}
