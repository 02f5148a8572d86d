import { useAtomValue } from 'jotai';
import { authModalAtom, useAuthModal } from '../../../lib/auth';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { SignUpModal } from './sign-up-modal';
import { TwoFactorModal } from './two-factor-modal';

/** Renders the login, sign-up and forgot-password modal the auth atom asks for, and the 418 dialog. */
export function AuthModals() {
  const state = useAtomValue(authModalAtom);
  const { closeAuth } = useAuthModal();
  return (
    <>
      {state?.kind === 'login' && <LoginModal key="login" state={state} onClose={closeAuth} />}
      {state?.kind === 'signUp' && <SignUpModal key="signUp" state={state} onClose={closeAuth} />}
      {state?.kind === 'forgotPassword' && <ForgotPasswordModal onClose={closeAuth} />}
      <TwoFactorModal />
    </>
  );
}
