import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { authModalAtom, useAuthModal } from '../../../lib/auth';
import { twoFactorRequestAtom } from '../../../lib/session/session-store';

// The dialogs (and libphonenumber, the QR code, the forms behind them) load when one opens, not with the page.
const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));
const SignUpModal = lazy(() => import('./sign-up-modal').then((m) => ({ default: m.SignUpModal })));
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const TwoFactorModal = lazy(() => import('./two-factor-modal').then((m) => ({ default: m.TwoFactorModal })));

/** Renders the login, sign-up and forgot-password modal the auth atom asks for, and the 418 dialog. */
export function AuthModals() {
  const state = useAtomValue(authModalAtom);
  const twoFactorRequest = useAtomValue(twoFactorRequestAtom);
  const { closeAuth } = useAuthModal();
  return (
    <Suspense fallback={null}>
      {state?.kind === 'login' && <LoginModal key="login" state={state} onClose={closeAuth} />}
      {state?.kind === 'signUp' && <SignUpModal key="signUp" state={state} onClose={closeAuth} />}
      {state?.kind === 'forgotPassword' && <ForgotPasswordModal onClose={closeAuth} />}
      {twoFactorRequest && <TwoFactorModal />}
    </Suspense>
  );
}
