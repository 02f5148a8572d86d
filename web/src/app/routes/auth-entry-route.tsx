import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { type AuthModalKind, useAuthModal } from '../../lib/auth';

/**
 * /login (optional redirectUrl) and /sign-up (email and subscribe) open their modal, then replace the location
 * with the base (spec part 1 §2).
 */
export function AuthEntryRoute({ kind }: { kind: Extract<AuthModalKind, 'login' | 'signUp'> }) {
  const { openLogin, openSignUp } = useAuthModal();
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (kind === 'login') openLogin({ redirectUrl: query.get('redirectUrl') ?? undefined });
    else openSignUp({ email: query.get('email') ?? undefined, subscribe: query.get('subscribe') === 'true' });
    navigate(paths.root(), { replace: true });
  }, [kind, search, openLogin, openSignUp, navigate]);
  return null;
}
