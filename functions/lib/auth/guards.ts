import { messages } from '../../../shared/domain/messages';
import { countHit, takeBackHit } from '../../data/rate-limit';
import type { Deps } from '../deps';
import { TooManyRequestsError, ValidationError } from '../errors';

/** A failed captcha reads like a missing one: the client resets the widget and asks again. */
export async function requireCaptcha(deps: Deps, token: string, sourceIp: string): Promise<void> {
  if (!(await deps.captcha.verify(token, sourceIp))) {
    throw new ValidationError([{ field: 'g-recaptcha-response', message: messages.captchaRequired }]);
  }
}

/**
 * Rate limits: failed logins per account (or per unknown login typed), codes per account or contact, wrong
 * current passwords per account, fraud checks per user (each starts a paid workflow), and calls per address;
 * accounts registered per address, e-mail subscriptions (newsletter, pass raffle and wait list) per address and
 * per e-mail address (each sends an e-mail), and offers made per account (each holds money on a card).
 */
export const rateLimits = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  code: { limit: 10, windowSeconds: 15 * 60 },
  password: { limit: 10, windowSeconds: 15 * 60 },
  fraudCheck: { limit: 20, windowSeconds: 15 * 60 },
  address: { limit: 50, windowSeconds: 15 * 60 },
  signUp: { limit: 10, windowSeconds: 60 * 60 },
  subscribe: { limit: 10, windowSeconds: 60 * 60 },
  offer: { limit: 10, windowSeconds: 60 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

interface RateLimitHit {
  kind: RateLimitName;
  key: string;
}

const counterKey = ({ kind, key }: RateLimitHit) => `${kind}#${key.toLowerCase()}`;

export const tooManyAttempts = () => new TooManyRequestsError(messages.tooManyAttempts);

/** Counts one attempt against each key; answers 429 once any of them is over its limit in the window. */
export async function limitRate(deps: Deps, hits: RateLimitHit[]): Promise<void> {
  const now = deps.clock.now();
  for (const hit of hits) {
    const { limit, windowSeconds } = rateLimits[hit.kind];
    if ((await countHit(deps.db, now, counterKey(hit), windowSeconds)) > limit) throw tooManyAttempts();
  }
}

/**
 * Limits failures only: the attempt is counted before it is checked (so concurrent guesses can't all slip under
 * the limit) and given back when `attempt` succeeds. `attempt` learns whether the limit was reached already.
 */
export async function limitFailures<T>(
  deps: Deps,
  hit: RateLimitHit,
  attempt: (limitReached: boolean) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const { limit, windowSeconds } = rateLimits[hit.kind];
  const limitReached = (await countHit(deps.db, now, counterKey(hit), windowSeconds)) > limit;
  const result = await attempt(limitReached);
  await takeBackHit(deps.db, now, counterKey(hit), windowSeconds);
  return result;
}

/** The usual pair: the account (or contact) and the caller's address. */
export const accountAndAddress = (kind: RateLimitName, account: string, sourceIp: string) => [
  { kind, key: account },
  { kind: 'address' as const, key: sourceIp },
];
