import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/feature-flags';
import { useUnreadCount } from '../api/get-unread-count';
import * as styles from './notification-bell.css';

const MAX_SHOWN = 99;

/** The header bell with the unread count (spec part 1 §2), polled while logged in. */
export function NotificationBell() {
  const { data: config } = useAppConfig();
  const intervalMs = config?.settings.notificationsInterval ?? 0;
  const { data: unread = 0 } = useUnreadCount(config !== undefined, intervalMs);
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  // The name holds the count the bell shows (WCAG 2.5.3: a voice user says what they see).
  const label = unread > 0 ? `Notifications, ${shown} unread` : 'Notifications';
  return (
    <Link to={paths.notifications()} className={styles.bell} aria-label={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      <span className={unread > 0 ? styles.count : styles.countHidden} data-testid="unread-count">
        {shown}
      </span>
    </Link>
  );
}
