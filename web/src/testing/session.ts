import { writeCookie } from '../lib/cookies';
import { LOGGED_IN_COOKIE } from '../lib/session/session-store';

/** Starts the test logged in: the cookie makes the app restore a session with POST /api/token/refresh. */
export const setLoggedInCookie = () => writeCookie(LOGGED_IN_COOKIE, '1', 60_000);

export const hasLoggedInCookie = () => document.cookie.includes(`${LOGGED_IN_COOKIE}=`);
