import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { isKnownNotificationType } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { acknowledgeInbox } from '../api/acknowledge-inbox';
import { unreadCountKey } from '../api/get-unread-count';
import { useInboxPages } from '../api/list-inbox';
import { NotificationItem } from './notification-item';
import * as styles from './notifications-list.css';

/**
 * The inbox, page after page as the end comes into view (or 'Show more'); unread notifications are marked
 * read once shown (spec part 1 §4). Unknown types are not shown (part 2 §8).
 */
export function NotificationsList() {
  const { data, error, isLoading, size, setSize, mutate } = useInboxPages();
  const { mutate: mutateGlobal } = useSWRConfig();
  const acknowledged = useRef(new Set<string>());
  const end = useRef<HTMLDivElement>(null);
  const notifications = (data ?? [])
    .flatMap((page) => page.results)
    .filter((n) => isKnownNotificationType(n.notification_type));
  const hasMore = data?.at(-1)?.next != null;
  const loadingMore = size > (data?.length ?? 0);

  const unreadShown = notifications.filter((n) => n.read_at === null && !acknowledged.current.has(n.id));
  const unreadIds = unreadShown.map((n) => n.id).join(',');
  useEffect(() => {
    if (!unreadIds) return;
    const ids = unreadIds.split(',');
    for (const id of ids) acknowledged.current.add(id);
    acknowledgeInbox(ids)
      .then(() => mutateGlobal(unreadCountKey))
      .catch((failure: unknown) => console.warn('inbox ack failed', failure));
  }, [unreadIds, mutateGlobal]);

  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void setSize((current) => current + 1);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, setSize]);

  if (isLoading) return <Loader />;
  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;
  if (notifications.length === 0) return <EmptyState title={messages.noNotifications} />;
  return (
    <>
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      <div ref={end} />
      {hasMore && (
        <Button variant="secondary" disabled={loadingMore} onClick={() => void setSize(size + 1)}>
          Show more
        </Button>
      )}
    </>
  );
}
