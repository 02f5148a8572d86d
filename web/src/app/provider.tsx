import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useToast } from '../components/toast/toast-store';
import { errorText, fetchApiKey, installApiClientHooks, isApiError } from '../lib/api-client';

const swrConfig: SWRConfiguration = {
  fetcher: fetchApiKey,
  // A cache per app root: one in the browser, a fresh one per test render.
  provider: () => new Map(),
  // Client errors (404, 400...) answer the same on retry; only server and network failures retry.
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
  },
};

/** Failed non-GET calls show their error lines as a toast (spec part 2 §8). */
function ApiErrorToasts() {
  const toast = useToast();
  useEffect(
    () => installApiClientHooks({ onMutationError: (error) => toast('error', errorText(error)) }),
    [toast],
  );
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <SWRConfig value={swrConfig}>
        <ApiErrorToasts />
        {children}
      </SWRConfig>
    </JotaiProvider>
  );
}
