import type { FieldError } from '../../shared/api/errors';
import { messages } from '../../shared/domain/messages';

/** Named errors; the one error middleware (http.ts) maps them to statuses and the spec's error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldError[], detail: string = messages.validationFailed) {
    super(400, 'validation_error', detail, fieldErrors);
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string, code = 'bad_request') {
    super(400, code, detail);
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'Authentication credentials were not provided.') {
    super(401, 'not_authenticated', detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'You do not have permission to perform this action.', code = 'forbidden') {
    super(403, code, detail);
  }
}

export class NotFoundError extends AppError {
  constructor(detail: string = messages.notFound) {
    super(404, 'not_found', detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string, code = 'conflict') {
    super(409, code, detail);
  }
}

/** 415: a body in another format than JSON on a route that reads JSON. */
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'unsupported_media_type', messages.unsupportedMediaType);
  }
}

/** 409 for what is allowed later: the answer says when (`available_at`) and in how many ms (`wait_ms`), for a countdown. */
export class NotYetError extends ConflictError {
  constructor(
    detail: string,
    code: string,
    readonly availableAt: Date,
    readonly waitMs: number,
  ) {
    super(detail, code);
  }
}

export class InvalidTokenError extends AppError {
  constructor(detail = 'Given token not valid for any token type') {
    super(401, 'token_invalid', detail);
  }
}

/** 418: the call needs a one-time code; the answer names the channel the code comes from. */
export class TwoFactorRequiredError extends AppError {
  constructor(
    readonly channel2fa: 'app' | 'phone',
    detail = 'Two-factor code required.',
  ) {
    super(418, 'two_factor_required', detail);
  }
}

/** 419: the session is over (unknown, revoked or reused refresh token); the client logs out. */
export class LoggedOutError extends AppError {
  constructor(detail = 'Session expired. Please log in again.') {
    super(419, 'logged_out', detail);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(detail = 'Too many attempts. Please try again later.') {
    super(429, 'too_many_requests', detail);
  }
}

/** The request ran out of time (middy's early timeout): a JSON 503 the caller may retry, never a gateway error. */
export class RequestTimeoutError extends AppError {
  constructor() {
    super(503, 'timeout', messages.requestTimedOut);
  }
}
