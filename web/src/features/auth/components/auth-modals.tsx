import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { authModalAtom, useAuthModal, useIsLoggedIn, useSessionRestoring } from '../../../lib/auth';
import { twoFactorRequestAtom } from '../../../lib/session/session-store';

// The dialogs (and libphonenumber, the QR code, the forms behind them) load when one opens, not with the page.
const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));
const SignUpModal = lazy(() => import('./sign-up-modal').then((m) => ({ default: m.SignUpModal })));
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const TwoFactorModal = lazy(() => import('./two-factor-modal').then((m) => ({ default: m.TwoFactorModal })));

/**
 * Renders the login, sign-up and forgot-password modal the auth atom asks for, and the 418 dialog. A login asked
 * for while the session was still being restored (a Buy, Bid or Claim clicked before the page knew the visitor)
 * closes once the restore logs them in, and they go where the login would have taken them.
 */
export function AuthModals() {
  const state = useAtomValue(authModalAtom);
  const twoFactorRequest = useAtomValue(twoFactorRequestAtom);
  const { closeAuth } = useAuthModal();
  const loggedIn = useIsLoggedIn();
  const restoring = useSessionRestoring();
  const [, navigate] = useLocation();
  const openedWhileRestoring = useRef(false);
  // Noted when a dialog opens (or closes), not as the restore goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of dialog takes the restore state
  useEffect(() => {
    openedWhileRestoring.current = state !== null && restoring;
  }, [state]);
  useEffect(() => {
    if (!loggedIn || state?.kind !== 'login' || !openedWhileRestoring.current) return;
    closeAuth();
    if (state.redirectUrl) navigate(state.redirectUrl);
  }, [loggedIn, state, closeAuth, navigate]);
  return (
    <Suspense fallback={null}>
      {state?.kind === 'login' && <LoginModal key="login" state={state} onClose={closeAuth} />}
      {state?.kind === 'signUp' && <SignUpModal key="signUp" state={state} onClose={closeAuth} />}
      {state?.kind === 'forgotPassword' && <ForgotPasswordModal onClose={closeAuth} />}
      {twoFactorRequest && <TwoFactorModal />}
    </Suspense>
  );
}
