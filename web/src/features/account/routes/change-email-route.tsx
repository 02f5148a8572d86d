import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { changeEmail } from '../api/change-email';

/** /change-email?code=: the link sent to the new address confirms the change, then settings. */
export function ChangeEmailRoute() {
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [, navigate] = useLocation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(code ? null : messages.codeRequired);
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    changeEmail(code)
      .then(() => {
        toast('success', messages.changesApplied);
        navigate(paths.settings(), { replace: true });
      })
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [code, navigate, toast]);

  return (
    <Page title="Change Email" testId="change-email">
      {error ? <ErrorState message={error} /> : <Loader />}
    </Page>
  );
}
