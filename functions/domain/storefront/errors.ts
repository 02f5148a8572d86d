import { fillMessage } from '../../../shared/domain/messages';
import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';

/** creatorsEnabled is off: no public creator read answers. */
export class CreatorsDisabledError extends ForbiddenError {
  constructor() {
    super(storefrontMessages.creatorsDisabled, 'creators_disabled');
  }
}

/** storefrontEnabled is off: no /storefront call answers. */
export class StorefrontDisabledError extends ForbiddenError {
  constructor() {
    super(storefrontMessages.storefrontDisabled, 'storefront_disabled');
  }
}

/** The caller has claimed no creator invitation. */
export class NotACreatorError extends ForbiddenError {
  constructor() {
    super(storefrontMessages.notACreator, 'not_a_creator');
  }
}

export class InvitationNotFoundError extends NotFoundError {
  constructor() {
    super(storefrontMessages.invitationNotFound);
  }
}

export class InvitationClaimedError extends ConflictError {
  constructor() {
    super(storefrontMessages.invitationClaimed, 'invitation_claimed');
  }
}

export class InvitationExpiredError extends ConflictError {
  constructor() {
    super(storefrontMessages.invitationExpired, 'invitation_expired');
  }
}

/** The invitation went to another address than the caller's verified one. */
export class InvitationOtherEmailError extends ForbiddenError {
  constructor() {
    super(storefrontMessages.invitationOtherEmail, 'invitation_other_email');
  }
}

export class StorefrontNftNotYoursError extends ForbiddenError {
  constructor() {
    super(storefrontMessages.storefrontNotYours, 'storefront_nft_not_yours');
  }
}

/** A storefront NFT moved on from draft (or was changed by a twin request since it was read). */
export class StorefrontNftStateError extends ConflictError {
  constructor(detail: string) {
    super(detail, 'storefront_nft_state');
  }
}

export class ListQuantityError extends ValidationError {
  constructor(max: number) {
    const message = fillMessage(storefrontMessages.storefrontQuantityTooHigh, { max });
    super([{ field: 'quantity', message }], message);
  }
}
