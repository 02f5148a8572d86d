import { isApiError } from '../api-client';

/**
 * One Idempotency-Key per purchase attempt (a checkout, a claim), kept in this tab's sessionStorage until the attempt
 * ends: a retry after a network error, a 5xx or a 202, and a reload of the page, send the same key, so the server
 * answers the first result instead of making a second purchase. The scope names the attempt: the user and what they
 * buy, with what.
 */
const PREFIX = 'attempt_key:';

export type AttemptScope = readonly (string | number)[];

const storageName = (scope: AttemptScope) => `${PREFIX}${scope.join('|')}`;

/** The attempt's key: the one kept for this scope, else a new one, kept from now on. */
export function attemptKey(scope: AttemptScope): string {
  const name = storageName(scope);
  const kept = sessionStorage.getItem(name);
  if (kept) return kept;
  const key = crypto.randomUUID();
  sessionStorage.setItem(name, key);
  return key;
}

/** The attempt ended (done, refused, or given up by the user): the next one gets a new key. */
export const endAttempt = (scope: AttemptScope): void => sessionStorage.removeItem(storageName(scope));

/** Statuses that say nothing about the attempt's outcome: the same attempt may be sent again as it is. */
const UNDECIDED = [401, 408, 418, 419, 425, 429];

/**
 * Whether a failure is the server's definite refusal (a 4xx: declined, sold out, price changed, ...), which the user
 * must change something for. Network errors, 5xx and the session's statuses leave the outcome open: keep the key.
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && !UNDECIDED.includes(error.status);
