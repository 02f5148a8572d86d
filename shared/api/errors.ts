import * as z from '../zod';

/**
 * Error answers (spec part 2 §8): always a `detail` string; validation failures add `errors`, whose `field` is
 * the request's field name: clients show each message under its input, never the name itself.
 */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
  channel_2fa: z.optional(z.enum(['app', 'phone'])),
  /** A 409 for what is allowed later (e.g. cancelling an offer): when, and how many ms from now (a countdown). */
  available_at: z.optional(z.string()),
  wait_ms: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Statuses with a meaning of their own for clients (spec part 2 §8). */
export const errorStatus = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  twoFactorRequired: 418,
  loggedOut: 419,
  tooManyRequests: 429,
} as const;

/** The lines a client shows for an error answer (e.g. a toast): each distinct field message, or the detail. */
export function errorLines(body: unknown): string[] {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return ['Sorry, something went wrong'];
  if (parsed.data.errors?.length) return [...new Set(parsed.data.errors.map((e) => e.message))];
  return [parsed.data.detail];
}
