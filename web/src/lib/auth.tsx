import { atom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useModals } from '../components/modal/modal-store';

/**
 * Session state. The identity release fills it (GET /is-logged-in, the 10-day login cookie); until then
 * everyone is logged out, so guarded routes send visitors to the root.
 */
export const isLoggedInAtom = atom(false);

export const useIsLoggedIn = () => useAtomValue(isLoggedInAtom);

export type AuthModalKind = 'login' | 'signUp';

const authTitles: Record<AuthModalKind, string> = { login: 'Log in', signUp: 'Sign Up' };

/** Opens the login or sign-up modal; for now they say when signing in arrives. */
export function useAuthModal() {
  const { open } = useModals();
  const openAuth = useCallback(
    (kind: AuthModalKind) =>
      open({
        id: 'auth',
        title: authTitles[kind],
        content: (
          <p data-testid="auth-placeholder">Signing in and signing up arrive with the identity release.</p>
        ),
      }),
    [open],
  );
  return useMemo(
    () => ({ openLogin: () => openAuth('login'), openSignUp: () => openAuth('signUp') }),
    [openAuth],
  );
}
