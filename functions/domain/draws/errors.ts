import { ConflictError, NotFoundError } from '../../lib/errors';

/** Registration opens at the draw's opensAt. */
export class DrawNotOpenError extends ConflictError {
  constructor() {
    super('Registration for this draw has not opened yet.', 'draw_not_open');
  }
}

/** The draw's window has ended (or it is being drawn): registrations are frozen. */
export class DrawClosedError extends ConflictError {
  constructor() {
    super('Registration for this draw is closed.', 'draw_closed');
  }
}

/** One registration per user and pack while it is held. */
export class AlreadyRegisteredError extends ConflictError {
  constructor() {
    super('You are already registered for this draw.', 'already_registered');
  }
}

/** Nothing to withdraw: no registration held for the caller. */
export class NotRegisteredError extends NotFoundError {
  constructor() {
    super('You are not registered for this draw.');
  }
}
