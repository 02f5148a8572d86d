import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { isLoggedInAtom, sessionStatusAtom } from './session/session-store';

export { isLoggedInAtom };

export const useIsLoggedIn = () => useAtomValue(isLoggedInAtom);

/** True while a session is being restored from the logged-in cookie: guarded routes wait instead of leaving. */
export const useSessionRestoring = () => useAtomValue(sessionStatusAtom) === 'restoring';

export type AuthModalKind = 'login' | 'signUp' | 'forgotPassword';

export interface AuthModalOptions {
  /** Login: where to go after logging in. */
  redirectUrl?: string;
  /** Sign-up: the e-mail to start with (the /sign-up entry route). */
  email?: string;
  subscribe?: boolean;
  /** Sign-up: what opened it ('action' from the logged-out query, a claim site...). */
  source?: string;
}

export interface AuthModalState extends AuthModalOptions {
  kind: AuthModalKind;
}

/** The open login or sign-up modal; the auth feature renders it. */
export const authModalAtom = atom<AuthModalState | null>(null);

/** Opens the login or sign-up modal. */
export function useAuthModal() {
  const setModal = useSetAtom(authModalAtom);
  const openAuth = useCallback(
    (kind: AuthModalKind, options: AuthModalOptions = {}) => setModal({ kind, ...options }),
    [setModal],
  );
  return useMemo(
    () => ({
      openLogin: (options?: AuthModalOptions) => openAuth('login', options),
      openSignUp: (options?: AuthModalOptions) => openAuth('signUp', options),
      openForgotPassword: () => openAuth('forgotPassword'),
      closeAuth: () => setModal(null),
    }),
    [openAuth, setModal],
  );
}

/** Modals later features open for a logged-in user (spec part 2 §6); the account feature renders them. */
export type AccountModalKind = 'verifyEmail' | 'identityVerification';

export const accountModalAtom = atom<AccountModalKind | null>(null);

export const useAccountModal = () => useSetAtom(accountModalAtom);
