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

export class NotImplementedError extends AppError {
  constructor() {
    super(501, 'not_implemented', messages.notImplemented);
  }
}
