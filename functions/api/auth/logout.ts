import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { findRefreshToken, revokeFamily } from '../../data/refresh-token';
import { clearedSessionCookies, REFRESH_COOKIE } from '../../lib/auth/cookies';
import { endpoint, respond } from '../../lib/http';

/** Revokes the session's refresh-token family and clears both cookies; harmless without a session. */
export const logout = endpoint(authRoutes.logout, async (deps, { cookies }) => {
  const presented = cookies[REFRESH_COOKIE];
  const record = presented ? await findRefreshToken(deps.db, presented) : undefined;
  if (record) await revokeFamily(deps.db, record.userUuid, record.familyId);
  return respond({ message: messages.loggedOut }, { cookies: clearedSessionCookies(deps.env) });
});
