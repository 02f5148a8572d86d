import { authRoutes } from '../../../shared/api/routes/auth';
import { transactWrite, tryTransactWrite } from '../../data/db';
import {
  findRefreshToken,
  markRotated,
  newRefreshToken,
  revokeFamily,
  withinReuseGrace,
} from '../../data/refresh-token';
import { getUser } from '../../data/user';
import { REFRESH_COOKIE, sessionCookies } from '../../lib/auth/cookies';
import { sameSessionEpoch } from '../../lib/auth/principal';
import { principalOf } from '../../lib/auth/session';
import { LoggedOutError } from '../../lib/errors';
import { endpoint, respond } from '../../lib/http';

/**
 * Rotates the refresh cookie and answers a new id_token. A token seen again after its rotation leaked (or was
 * replayed): its whole family is revoked and the answer is 419. Within the reuse grace (two tabs at once, a page
 * left mid-refresh) it gets another token of its family instead. A token issued before the account's last change
 * of credentials (another session's password, e-mail or 2FA change) is refused at once, with its family.
 */
export const refreshToken = endpoint(authRoutes.refreshToken, async (deps, { cookies }) => {
  const presented = cookies[REFRESH_COOKIE];
  const now = deps.clock.now();
  const record = presented ? await findRefreshToken(deps.db, presented) : undefined;
  if (!record || record.expiresAt <= now.getTime()) throw new LoggedOutError();
  if (record.rotated && !withinReuseGrace(record, now)) {
    await revokeFamily(deps.db, record.userUuid, record.familyId);
    throw new LoggedOutError();
  }
  const user = await getUser(deps.db, record.userUuid);
  if (!user) throw new LoggedOutError();
  if (!sameSessionEpoch(record.sessionEpoch, user.sessionEpoch)) {
    await revokeFamily(deps.db, record.userUuid, record.familyId);
    throw new LoggedOutError();
  }
  const next = newRefreshToken(deps.db, now, user.uuid, record.familyId, record.sessionEpoch);
  // Rotated by a concurrent refresh an instant ago (the condition failed): within the grace, so a sibling token.
  const rotated =
    !record.rotated && (await tryTransactWrite(deps.db, [markRotated(deps.db, record, now), next.put]));
  if (!rotated) await transactWrite(deps.db, [next.put]);
  const idToken = await deps.sessions.issueIdToken(principalOf(user));
  return respond({ id_token: idToken }, { cookies: sessionCookies(deps.env, next.token) });
});
