import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useAuthModal, useIsLoggedIn } from '../../lib/auth';
import { saveMarketingParams } from '../../lib/marketing-params';

/**
 * A logged-out visitor entering the shell with a query (spec part 1 §2): action=signup opens sign-up with
 * source 'action'; marketing parameters are kept in session storage for register.
 */
export function LoggedOutQuery() {
  const search = useSearch();
  const loggedIn = useIsLoggedIn();
  const { openSignUp } = useAuthModal();
  useEffect(() => {
    if (loggedIn || !search) return;
    const query = new URLSearchParams(search);
    saveMarketingParams(query);
    if (query.get('action') === 'signup') openSignUp({ source: 'action' });
  }, [loggedIn, search, openSignUp]);
  return null;
}
