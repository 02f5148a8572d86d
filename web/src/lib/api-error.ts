import { errorBodySchema, errorLines, type FieldError } from '../../../shared/api/errors';

/**
 * A failed API call. Its own module, loaded by the api-client with the first failure: reading error answers takes
 * the contract's error schema, and with it zod's classic API, which the first page's successful reads never need.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorLines(body).join('\n'));
    this.name = 'ApiError';
  }

  /** The lines a toast shows: the detail, or the field errors' messages without the API's field names. */
  get lines(): string[] {
    return errorLines(this.body);
  }

  get fieldErrors(): FieldError[] {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? (parsed.data.errors ?? []) : [];
  }

  /** The channel a 418 asks the two-factor code on; the phone unless the answer names the app. */
  get twoFactorChannel(): 'app' | 'phone' {
    return errorBodySchema.safeParse(this.body).data?.channel_2fa ?? 'phone';
  }
}
