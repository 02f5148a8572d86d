import { authRoutes } from '../../../shared/api/routes/auth';
import { findRefreshToken } from '../../data/refresh-token';
import { REFRESH_COOKIE } from '../../lib/auth/cookies';
import { endpoint } from '../../lib/http';

export const isLoggedIn = endpoint(authRoutes.isLoggedIn, async (deps, { cookies, user }) => {
  if (user) return { is_logged_in: true };
  const presented = cookies[REFRESH_COOKIE];
  const record = presented ? await findRefreshToken(deps.db, presented) : undefined;
  return { is_logged_in: !!record && !record.rotated && record.expiresAt > deps.clock.now().getTime() };
});
