import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { confirmEmail } from '../api/confirm-email';

/** /confirm-email?code=: the link of the verification e-mail. Success: 'Email verified.' and home. */
export function ConfirmEmailRoute() {
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [, navigate] = useLocation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(code ? null : messages.codeRequired);
  // The code is single use: confirm once even if the effect runs twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    confirmEmail(code)
      .then(() => {
        toast('success', messages.emailVerified);
        navigate(paths.root(), { replace: true });
      })
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [code, navigate, toast]);

  return (
    <Page title="Confirm Email" testId="confirm-email">
      {error ? <ErrorState message={error} /> : <Loader />}
    </Page>
  );
}
