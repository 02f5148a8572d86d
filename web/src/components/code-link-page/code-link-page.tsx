import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messages } from '../../../../shared/domain/messages';
import { errorText } from '../../lib/api-client';
import { Loader } from '../loader/loader';
import { Page } from '../page/page';
import { ErrorState } from '../status/error-state';
import { useToast } from '../toast/toast-store';

export interface CodeLinkPageProps {
  title: string;
  testId: string;
  /** Sends the link's ?code= to the server. */
  send: (code: string) => Promise<unknown>;
  successMessage: string;
  /** Where to go once the code is accepted. */
  nextPath: string;
}

/** The page an e-mailed link opens: sends its code, then toasts and moves on, or shows why it failed. */
export function CodeLinkPage({ title, testId, send, successMessage, nextPath }: CodeLinkPageProps) {
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [, navigate] = useLocation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(code ? null : messages.codeRequired);
  // The code is single use: send it once even if the effect runs twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    send(code)
      .then(() => {
        toast('success', successMessage);
        navigate(nextPath, { replace: true });
      })
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [code, navigate, toast, send, successMessage, nextPath]);

  return (
    <Page title={title} testId={testId}>
      {error ? <ErrorState message={error} /> : <Loader />}
    </Page>
  );
}
