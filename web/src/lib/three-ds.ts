/**
 * The card processor's 3-D Secure redirect lands on /3ds-success or /3ds-failure (outside the shell, in the
 * challenge frame, a popup or a tab); that page stores the query string here and tells the window that opened
 * the challenge, which then calls POST /payments/validate-3ds with it.
 */
export const THREE_DS_RESULT_KEY = 'three_ds_result';

/** The `type` of the message the redirect page posts to its parent frame or opener. */
export const THREE_DS_MESSAGE_TYPE = 'three-ds-result';

export type ThreeDsOutcome = 'success' | 'failure';

export interface ThreeDsResult {
  outcome: ThreeDsOutcome;
  /** The redirect's query string (cko-session-id=...), without '?'. */
  query: string;
}

const isThreeDsResult = (value: unknown): value is ThreeDsResult => {
  const candidate = value as Partial<ThreeDsResult> | null;
  return (
    typeof candidate?.query === 'string' &&
    (candidate.outcome === 'success' || candidate.outcome === 'failure')
  );
};

export function storeThreeDsResult(outcome: ThreeDsOutcome, query: string): void {
  localStorage.setItem(THREE_DS_RESULT_KEY, JSON.stringify({ outcome, query, storedAt: Date.now() }));
}

export const clearThreeDsResult = (): void => localStorage.removeItem(THREE_DS_RESULT_KEY);

/** Posts the result to the frame's parent and the popup's opener, when they are this app (same origin). */
export function notifyThreeDsOpener(result: ThreeDsResult): void {
  const message = { type: THREE_DS_MESSAGE_TYPE, ...result };
  for (const target of [window.parent, window.opener as Window | null]) {
    if (target && target !== window) target.postMessage(message, window.location.origin);
  }
}

/**
 * Calls back when a challenge this window opened reports its result: the redirect page's message (frame or
 * popup), or its write to local storage (a tab). Answers the function that stops listening.
 */
export function listenForThreeDsResult(onResult: (result: ThreeDsResult) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (event.origin !== window.location.origin || data?.type !== THREE_DS_MESSAGE_TYPE) return;
    if (isThreeDsResult(data)) onResult({ outcome: data.outcome, query: data.query });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THREE_DS_RESULT_KEY || !event.newValue) return;
    try {
      const stored: unknown = JSON.parse(event.newValue);
      if (isThreeDsResult(stored)) onResult({ outcome: stored.outcome, query: stored.query });
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
