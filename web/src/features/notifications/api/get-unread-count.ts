import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

export const unreadCountKey = ['getUnreadCount'] as const;

/** GET /api/inbox/unread, polled at the configured interval (10 s by default) while logged in. */
export const useUnreadCount = (enabled: boolean, intervalMs: number) =>
  useSWR(enabled ? unreadCountKey : null, async () => (await apiGet('getUnreadCount')).unread, {
    refreshInterval: intervalMs,
  });
