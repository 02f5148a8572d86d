import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { LOGIN_COOKIE_MAX_AGE_MS } from '../../../../shared/domain/constants';
import { deleteCookie, writeCookie } from '../cookies';
import { logoutOnServer } from './logout';
import { idTokenAtom, LOGGED_IN_COOKIE, sessionStatusAtom } from './session-store';

/** Where the user was when the session ended; the next login returns there. */
const RETURN_URL_KEY = 'return_url';

export const takeReturnUrl = (): string | null => {
  const url = sessionStorage.getItem(RETURN_URL_KEY);
  sessionStorage.removeItem(RETURN_URL_KEY);
  return url;
};

/** Starts a session from an id_token (login, register, token refresh). */
export function useStartSession() {
  const setToken = useSetAtom(idTokenAtom);
  const setStatus = useSetAtom(sessionStatusAtom);
  return useCallback(
    (idToken: string) => {
      setToken(idToken);
      setStatus('in');
      writeCookie(LOGGED_IN_COOKIE, '1', LOGIN_COOKIE_MAX_AGE_MS);
    },
    [setToken, setStatus],
  );
}

/**
 * Ends the session in the browser: keeps the current URL, forgets the token and the logged-in cookie, empties
 * the SWR cache and goes to the root (spec part 1 §4). `callServer` also revokes the refresh token.
 */
export function useEndSession() {
  const setToken = useSetAtom(idTokenAtom);
  const setStatus = useSetAtom(sessionStatusAtom);
  const { mutate } = useSWRConfig();
  const [location, navigate] = useLocation();
  return useCallback(
    async ({ callServer }: { callServer: boolean }) => {
      sessionStorage.setItem(RETURN_URL_KEY, `${location}${window.location.search}`);
      if (callServer) await logoutOnServer();
      setToken(null);
      setStatus('out');
      deleteCookie(LOGGED_IN_COOKIE);
      await mutate(() => true, undefined, { revalidate: false });
      navigate('/');
    },
    [location, navigate, mutate, setToken, setStatus],
  );
}

/** The header's Sign Out. */
export function useLogout() {
  const endSession = useEndSession();
  return useCallback(() => endSession({ callServer: true }), [endSession]);
}
