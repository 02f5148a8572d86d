import { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';
import { Page } from '../../../components/page/page';
import { paths } from '../../../config/paths';
import { claimsKey } from '../api/get-claims';
import { profileKey } from '../api/get-profile';
import { ClaimForm } from '../components/claim-form';

/** /storefront-claim?token=: claims a creator invitation, then opens the new creator's dashboard. */
export function StorefrontClaimRoute() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  return (
    <Page title="Claim your storefront" testId="storefront-claim-page">
      <ClaimForm
        initialToken={token}
        onClaimed={async () => {
          await Promise.all([mutate(claimsKey()), mutate(profileKey())]);
          navigate(paths.storefront());
        }}
      />
    </Page>
  );
}
