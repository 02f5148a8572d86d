import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { errorText } from '../../../lib/api-client';
import { useIsLoggedIn, useSessionRestoring } from '../../../lib/auth';
import { useFlags } from '../../../lib/feature-flags';
import { hasValidClaim, useClaims } from '../api/get-claims';
import { StorefrontDashboard } from '../components/storefront-dashboard';
import { StorefrontLanding } from '../components/storefront-landing';

/**
 * /storefront: a creator's dashboard with a valid claim, else the landing page. Claims are fetched only for a
 * signed-in user and only when creators are enabled (part 2 §6).
 */
export function StorefrontRoute() {
  const { flags, isLoading } = useFlags();
  const loggedIn = useIsLoggedIn();
  const restoring = useSessionRestoring();
  const claims = useClaims(flags.creatorsEnabled && loggedIn);

  const creator = hasValidClaim(claims.data);
  let body = creator ? <StorefrontDashboard /> : <StorefrontLanding />;
  if (isLoading || restoring || claims.isLoading) body = <Loader label="Loading storefront" />;
  else if (claims.error && !claims.data)
    body = <ErrorState message={errorText(claims.error)} onRetry={() => void claims.mutate()} />;
  return (
    <Page title={creator ? 'My Storefront' : 'Storefront'} testId="storefront-page">
      {body}
    </Page>
  );
}
