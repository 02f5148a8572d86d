import { messages } from '../../../shared/domain/messages';
import { countHit } from '../../data/rate-limit';
import type { Deps } from '../deps';
import { TooManyRequestsError, ValidationError } from '../errors';

/** A failed captcha reads like a missing one: the client resets the widget and asks again. */
export async function requireCaptcha(deps: Deps, token: string, sourceIp: string): Promise<void> {
  if (!(await deps.captcha.verify(token, sourceIp))) {
    throw new ValidationError([{ field: 'g-recaptcha-response', message: messages.captchaRequired }]);
  }
}

/** Rate limits of the credential calls: per account (or phone/e-mail) and per source address. */
export const rateLimits = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  code: { limit: 10, windowSeconds: 15 * 60 },
  address: { limit: 50, windowSeconds: 15 * 60 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/** Counts one attempt against each key; answers 429 once any of them is over its limit in the window. */
export async function limitRate(deps: Deps, hits: { kind: RateLimitName; key: string }[]): Promise<void> {
  const now = deps.clock.now();
  for (const { kind, key } of hits) {
    const { limit, windowSeconds } = rateLimits[kind];
    if ((await countHit(deps.db, now, `${kind}#${key.toLowerCase()}`, windowSeconds)) > limit) {
      throw new TooManyRequestsError(messages.tooManyAttempts);
    }
  }
}

/** The usual pair: the account (or contact) and the caller's address. */
export const accountAndAddress = (kind: RateLimitName, account: string, sourceIp: string) => [
  { kind, key: account },
  { kind: 'address' as const, key: sourceIp },
];
