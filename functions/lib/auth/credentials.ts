import { messages } from '../../../shared/domain/messages';
import { getUserByLogin, type UserRecord } from '../../data/user';
import type { Deps } from '../deps';
import { BadRequestError } from '../errors';
import { hashPassword, verifyPassword } from './password';

// An unknown login still pays for one hash, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;

/** The account a login (e-mail or username) and password open; the same answer for any mismatch. */
export async function checkCredentials(deps: Deps, login: string, password: string): Promise<UserRecord> {
  const user = await getUserByLogin(deps.db, login);
  decoyHash ??= hashPassword('decoy password');
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) throw new BadRequestError(messages.invalidCredentials, 'invalid_credentials');
  return user;
}
