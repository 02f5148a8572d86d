import { messages } from '../../../shared/domain/messages';
import { getUserByLogin, type UserRecord } from '../../data/user';
import type { Deps } from '../deps';
import { AppError, BadRequestError } from '../errors';
import { limitFailures, limitRate, tooManyAttempts } from './guards';
import { hashPassword, verifyPassword } from './password';

// An unknown login still pays for one hash, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;

/** The account a password opens; the same answer for any mismatch. */
async function checkPassword(user: UserRecord | undefined, password: string): Promise<UserRecord> {
  decoyHash ??= hashPassword('decoy password');
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) throw new BadRequestError(messages.invalidCredentials, 'invalid_credentials');
  return user;
}

export interface LoginAttempt {
  login: string;
  password: string;
  sourceIp: string;
  /** POST /login: a captcha was solved, and `next` checks the second factor. */
  withCaptcha: boolean;
}

/**
 * A login's credentials, under the account's limit: the e-mail and the username of one account share its
 * counter, an unknown login counts per string typed (so probing is bounded), and only failed logins add up.
 * Past the limit a password alone proves nothing: start-login (no captcha, no second factor) answers 429
 * unchecked, and POST /login opens the session only for the right password with a captcha and the right code
 * from the account's phone or authenticator; any other attempt answers 429 as well, so nothing tells a right
 * password from a wrong one. Every attempt also counts against the caller's address. `next` finishes the
 * login with the account the password opened.
 */
export async function attemptLogin<T>(
  deps: Deps,
  { login, password, sourceIp, withCaptcha }: LoginAttempt,
  next: (user: UserRecord) => Promise<T>,
): Promise<T> {
  await limitRate(deps, [{ kind: 'address', key: sourceIp }]);
  const user = await getUserByLogin(deps.db, login);
  const counter = user ? `account#${user.uuid}` : `typed#${login}`;
  return limitFailures(deps, { kind: 'login', key: counter }, async (limitReached) => {
    if (limitReached && !withCaptcha) throw tooManyAttempts();
    try {
      return await next(await checkPassword(user, password));
    } catch (error) {
      if (limitReached && error instanceof AppError && error.status < 500) throw tooManyAttempts();
      throw error;
    }
  });
}
