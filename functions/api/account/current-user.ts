import { messages } from '../../../shared/domain/messages';
import { getUser, type UserRecord } from '../../data/user';
import { limitFailures, tooManyAttempts } from '../../lib/auth/guards';
import { verifyPassword } from '../../lib/auth/password';
import type { Principal } from '../../lib/auth/principal';
import type { Deps } from '../../lib/deps';
import { UnauthorizedError, ValidationError } from '../../lib/errors';

/** The caller's own record: every account call reads the user the token names, never one from the request. */
export async function currentUser(deps: Deps, principal: Principal): Promise<UserRecord> {
  const user = await getUser(deps.db, principal.uuid);
  if (!user) throw new UnauthorizedError();
  return user;
}

/**
 * Sensitive changes re-check the password; a mismatch is shown under the field that carried it. Wrong
 * passwords count per account: past the limit the check answers 429 without looking.
 */
export async function requirePassword(
  deps: Deps,
  user: UserRecord,
  password: string,
  field: string,
): Promise<void> {
  await limitFailures(deps, { kind: 'password', key: user.uuid }, async (limitReached) => {
    if (limitReached) throw tooManyAttempts();
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw new ValidationError([{ field, message: messages.currentPasswordWrong }]);
    }
  });
}
