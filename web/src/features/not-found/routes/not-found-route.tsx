import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { useRedirects } from '../api/list-redirects';
import { NotFound } from '../components/not-found';
import { appPath, findRedirect, isExternal } from '../utils/find-redirect';

/**
 * The catch-all and /page-not-found: a path named by a server redirect goes to its target (replacing the
 * entry); anything else is 'Page Not Found'. A failed redirects call falls through to not-found.
 */
export function NotFoundRoute() {
  const [location, navigate] = useLocation();
  const { data: redirects, isLoading } = useRedirects();
  const target = redirects && findRedirect(redirects, location);

  useEffect(() => {
    if (!target) return;
    if (isExternal(target)) window.location.replace(target);
    else navigate(appPath(target), { replace: true });
  }, [target, navigate]);

  if (isLoading || target) return <Loader />;
  return <NotFound />;
}
