import { useEffect, useEffectEvent } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later refresh waits for the next load of the page. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `reload` when `refreshAt` comes (the auction's start, end or next Dutch tick: GET /auction/{id}
 * refresh_at), so the page shows the new state without a manual reload.
 */
export function useRefreshAt(refreshAt: string | null | undefined, reload: () => void) {
  const onRefresh = useEffectEvent(reload);
  useEffect(() => {
    if (!refreshAt) return;
    const delay = new Date(refreshAt).getTime() - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => onRefresh(), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [refreshAt]);
}
