import { useAtomValue } from 'jotai';
import { sessionStatusAtom } from './session-store';

type Scope = <K extends readonly unknown[]>(key: K | null) => readonly unknown[] | null;

/**
 * Scopes the SWR keys of public reads whose answer depends on who asks (your last bid, an auction's 'subscribed',
 * is_own): no key (no request) while a reload's session is being restored, so the first answer is never the
 * anonymous one, and a new key when the user logs in or out. The app's fetcher reads only a key's first two parts.
 */
export function useViewerScope(): Scope {
  const status = useAtomValue(sessionStatusAtom);
  return (key) => (key && status !== 'restoring' ? [...key, status] : null);
}

/** One key scoped by `useViewerScope`. */
export const useViewerKey = <K extends readonly unknown[]>(key: K | null) => useViewerScope()(key);
