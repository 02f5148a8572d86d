import { transactWrite } from '../../data/db';
import { newRefreshToken } from '../../data/refresh-token';
import type { UserRecord } from '../../data/user';
import type { Deps } from '../deps';
import { respond } from '../http';
import { sessionCookies } from './cookies';

/** Logs a user in: a new refresh-token family in the cookie, and an id_token in the body. */
export async function startSession(deps: Deps, user: UserRecord) {
  const { token, put } = newRefreshToken(deps.db, deps.clock.now(), user.uuid, deps.newId());
  await transactWrite(deps.db, [put]);
  const idToken = await deps.sessions.issueIdToken({ uuid: user.uuid, emailVerified: user.emailVerified });
  return respond({ id_token: idToken }, { cookies: sessionCookies(deps.env, token) });
}
