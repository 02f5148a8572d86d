import type { ReactNode } from 'react';
import type { CreatorProfile } from '../../../../../shared/api/schemas/storefront';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';

/** The creator-only screens: their content once the caller's creator profile loads, else why not. */
export function CreatorArea({ children }: { children: (profile: CreatorProfile) => ReactNode }) {
  const { data: profile, error, mutate } = useProfile();
  if (isApiError(error, 403))
    return (
      <EmptyState title={errorText(error)}>
        <LinkButton to={paths.storefront()}>Go to the storefront</LinkButton>
      </EmptyState>
    );
  if (error && !profile) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!profile) return <Loader label="Loading your storefront" />;
  return children(profile);
}
