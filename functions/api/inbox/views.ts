import type { Notification } from '../../../shared/api/schemas/inbox';
import type { NotificationRecord } from '../../data/notification';

export const notificationView = (record: NotificationRecord): Notification => ({
  id: record.id,
  notification_type: record.notificationType,
  created_at: record.createdAt,
  read_at: record.readAt,
  subject: record.subject,
  link: record.link,
  auction: record.auction,
  extra: record.extra,
});
