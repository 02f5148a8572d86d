import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { installApiClientHooks, isApiError } from '../api-client';
import { refreshIdToken } from './refresh-token';
import { idTokenAtom, sessionStatusAtom, twoFactorRequestAtom } from './session-store';
import { useEndSession, useStartSession } from './use-session';

/**
 * Wires the session into the API client (bearer token, 401 refresh-once, 418 two-factor, 419 logout) and, on
 * load, turns the logged-in cookie back into a session with POST /token/refresh. Mounted once inside the router.
 */
/**
 * The 3-D Secure return pages run inside the processor's frame or popup and need no session. Restoring one
 * there would rotate the refresh token the main window holds, and when the frame closes before the answer
 * lands the browser never stores the new cookie: the next reload would present a rotated token (419).
 */
const sessionlessPaths: readonly string[] = [paths.threeDsSuccess.pattern, paths.threeDsFailure.pattern];

/** A restore cut off (the page left mid-refresh, the network or the server failing) is tried again, backing off. */
const RESTORE_RETRY_MS = 1000;
const RESTORE_RETRY_MAX_MS = 30_000;

/** Only the server's refusal ends a session; a refresh that never got its answer proves nothing. */
const refusedSession = (error: unknown) => isApiError(error, 401) || isApiError(error, 419);

export function SessionManager() {
  const store = useStore();
  const status = useAtomValue(sessionStatusAtom);
  const setTwoFactorRequest = useSetAtom(twoFactorRequestAtom);
  const startSession = useStartSession();
  const endSession = useEndSession();
  // Calls failing together share one refresh.
  const refreshing = useRef<Promise<boolean> | null>(null);

  const refresh = useEffectEvent((): Promise<boolean> => {
    refreshing.current ??= refreshIdToken()
      .then((idToken) => {
        startSession(idToken);
        return true;
      })
      .catch((error: unknown) => {
        if (refusedSession(error)) return false;
        throw error;
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  });
  const loggedOut = useEffectEvent(() => {
    if (store.get(sessionStatusAtom) !== 'out') void endSession({ callServer: false });
  });

  useEffect(
    () =>
      installApiClientHooks({
        getIdToken: () => store.get(idTokenAtom),
        refreshSession: () => refresh(),
        onLoggedOut: () => loggedOut(),
        requestTwoFactor: (channel) =>
          new Promise((resolve) => {
            setTwoFactorRequest({ channel, resolve });
          }),
      }),
    [store, setTwoFactorRequest],
  );

  const [location] = useLocation();
  const restores = !sessionlessPaths.includes(location);
  useEffect(() => {
    if (status !== 'restoring' || !restores) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const restore = (nextDelayMs: number): void =>
      void refresh().then(
        (restored) => {
          if (!restored) loggedOut();
        },
        () => {
          retry = setTimeout(() => restore(Math.min(nextDelayMs * 2, RESTORE_RETRY_MAX_MS)), nextDelayMs);
        },
      );
    restore(RESTORE_RETRY_MS);
    return () => clearTimeout(retry);
  }, [status, restores]);

  return null;
}
