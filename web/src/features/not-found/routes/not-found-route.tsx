import { Loader } from '../../../components/loader/loader';
import { useServerRedirect } from '../../../lib/redirects';
import { NotFound } from '../components/not-found';

/**
 * The catch-all and /page-not-found: a path named by a server redirect goes to its target (replacing the
 * entry); anything else is 'Page Not Found'. A failed redirects call falls through to not-found.
 */
export function NotFoundRoute() {
  const { pending } = useServerRedirect(true);
  return pending ? <Loader /> : <NotFound />;
}
