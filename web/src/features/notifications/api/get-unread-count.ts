import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import { useLiveChannel, useLiveUp } from '../../../lib/live/use-live-channel';
import { idTokenAtom } from '../../../lib/session/session-store';

export const unreadCountKey = ['getUnreadCount'] as const;

/** While the live socket is up, a nudge reloads the count at once and polling only backs it up. */
const LIVE_POLL_FACTOR = 6;

/**
 * GET /api/inbox/unread while logged in: reloaded at each live nudge of the caller's `user` channel (a new
 * notification), and polled at the configured interval (10 s by default), six times slower while the socket is up.
 */
export function useUnreadCount(enabled: boolean, intervalMs: number) {
  const token = useAtomValue(idTokenAtom);
  const liveUp = useLiveUp();
  const result = useSWR(
    enabled ? unreadCountKey : null,
    async () => (await apiGet('getUnreadCount')).unread,
    {
      refreshInterval: liveUp ? intervalMs * LIVE_POLL_FACTOR : intervalMs,
    },
  );
  const { mutate } = result;
  useLiveChannel(enabled && token ? 'user' : null, () => void mutate(), token);
  return result;
}
