import { authRoutes } from '../../../shared/api/routes/auth';
import { findRefreshToken } from '../../data/refresh-token';
import { getUser } from '../../data/user';
import { REFRESH_COOKIE } from '../../lib/auth/cookies';
import { sameSessionEpoch } from '../../lib/auth/principal';
import { endpoint } from '../../lib/http';

/** A session the refresh cookie could still refresh: not rotated, not expired, not ended by a credentials change. */
export const isLoggedIn = endpoint(authRoutes.isLoggedIn, async (deps, { cookies, user }) => {
  if (user) return { is_logged_in: true };
  const presented = cookies[REFRESH_COOKIE];
  const record = presented ? await findRefreshToken(deps.db, presented) : undefined;
  if (!record || record.rotated || record.expiresAt <= deps.clock.now().getTime())
    return { is_logged_in: false };
  const owner = await getUser(deps.db, record.userUuid);
  return { is_logged_in: !!owner && sameSessionEpoch(record.sessionEpoch, owner.sessionEpoch) };
});
