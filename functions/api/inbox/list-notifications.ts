import { inboxRoutes } from '../../../shared/api/routes/inbox';
import { isKnownNotificationType } from '../../../shared/domain/enums';
import { listNotifications } from '../../data/notification';
import { endpoint } from '../../lib/http';
import { notificationView } from './views';

/** The caller's notifications, newest first; `next` is the start of the following page. */
export const listInbox = endpoint(inboxRoutes.listInbox, async (deps, { user, query }) => {
  const { count, notifications } = await listNotifications(deps.db, user.uuid, query);
  const end = query.start + notifications.length;
  return {
    count,
    next: end < count ? end : null,
    // Unknown types are never stored; the filter keeps a stray item from breaking the page (part 2 §8).
    results: notifications
      .filter((item) => isKnownNotificationType(item.notificationType))
      .map(notificationView),
  };
});
