import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { type AuthModalKind, useAuthModal } from '../../lib/auth';

/** /login and /sign-up open their modal, then replace the location with the base (spec part 1 §2). */
export function AuthEntryRoute({ kind }: { kind: AuthModalKind }) {
  const { openLogin, openSignUp } = useAuthModal();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (kind === 'login') openLogin();
    else openSignUp();
    navigate(paths.root(), { replace: true });
  }, [kind, openLogin, openSignUp, navigate]);
  return null;
}
