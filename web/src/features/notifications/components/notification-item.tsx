import { Link } from 'wouter';
import type { Notification } from '../../../../../shared/api/schemas/inbox';
import { formatDate } from '../../../../../shared/format/date';
import * as styles from './notifications-list.css';

export function NotificationItem({ notification }: { notification: Notification }) {
  return (
    <li className={styles.item} data-testid="notification" data-read={notification.read_at !== null}>
      <Link to={notification.link} className={styles.subject}>
        {notification.subject}
      </Link>
      <time dateTime={notification.created_at} className={styles.date}>
        {formatDate(notification.created_at)}
      </time>
    </li>
  );
}
