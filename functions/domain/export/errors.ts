import { messages } from '../../../shared/domain/messages';
import { ConflictError, ValidationError } from '../../lib/errors';

/** 'Item Not Ready For Export' (part 2 §8): export_allowed is false; the description says why. */
export class ExportNotAllowedError extends ConflictError {
  constructor(description: string) {
    super(description, 'export_not_allowed');
  }
}

/** The address is not one of the item's chain (format or checksum). */
export class InvalidWalletAddressError extends ValidationError {
  constructor(detail: string = messages.walletAddressInvalid) {
    super([{ field: 'wallet_address', message: detail }], detail);
  }
}

/** cancel_export after the transfer began, or with no export under way. */
export class ExportNotCancellableError extends ConflictError {
  constructor() {
    super(messages.exportNotCancellable, 'export_not_cancellable');
  }
}
