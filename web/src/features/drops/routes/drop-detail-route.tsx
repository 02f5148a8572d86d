import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useServerRedirect } from '../../../lib/redirects';
import { useDrop } from '../api/get-drop';
import { DropDetail } from '../components/drop-detail';

/**
 * /drops/{dropId} and /drops/{dropId}/details. An unknown drop follows a server redirect (a renamed drop) or
 * shows 'Drop not found'; any other failure toasts and goes home (spec part 2 §8: fetch errors for a drop
 * redirect home).
 */
export function DropDetailRoute({ dropId }: { dropId: string }) {
  const { data: drop, error } = useDrop(dropId);
  const toast = useToast();
  const [, navigate] = useLocation();
  const notFound = isApiError(error, 404);
  const failed = error !== undefined && !notFound;
  const redirect = useServerRedirect(notFound);

  useEffect(() => {
    if (!failed) return;
    toast('error', errorText(error));
    navigate(paths.root(), { replace: true });
  }, [failed, error, toast, navigate]);

  if (redirect.pending) return <Loader label="Loading drop" />;
  if (notFound) {
    return (
      <Page title="Drop not found" testId="drop-not-found">
        <EmptyState title="This drop does not exist or is no longer available.">
          <LinkButton to={paths.drops()} variant="secondary">
            Back to drops
          </LinkButton>
        </EmptyState>
      </Page>
    );
  }
  if (!drop) return <Loader label="Loading drop" />;
  return <DropDetail drop={drop} />;
}
