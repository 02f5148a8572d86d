import type { Env } from '../env';

/** Refresh token: httpOnly, only sent to the API; logged_in: readable by the web app, 10 days. */
export const REFRESH_COOKIE = 'refresh_token';
export const LOGGED_IN_COOKIE = 'logged_in';
const TEN_DAYS_SECONDS = 10 * 24 * 3600;

// Browsers drop Secure cookies on http://localhost, so only AWS (always https) marks them Secure.
const secure = (env: Env) => (env.STAGE === 'aws' ? '; Secure' : '');

export const sessionCookies = (env: Env, refreshToken: string): string[] => [
  `${REFRESH_COOKIE}=${encodeURIComponent(refreshToken)}; Max-Age=${TEN_DAYS_SECONDS}; Path=/api; HttpOnly; SameSite=Strict${secure(env)}`,
  `${LOGGED_IN_COOKIE}=1; Max-Age=${TEN_DAYS_SECONDS}; Path=/; SameSite=Lax${secure(env)}`,
];

export const clearedSessionCookies = (env: Env): string[] => [
  `${REFRESH_COOKIE}=; Max-Age=0; Path=/api; HttpOnly; SameSite=Strict${secure(env)}`,
  `${LOGGED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure(env)}`,
];
