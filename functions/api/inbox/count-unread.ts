import { inboxRoutes } from '../../../shared/api/routes/inbox';
import { countUnreadNotifications } from '../../data/notification';
import { endpoint } from '../../lib/http';

export const getUnreadCount = endpoint(inboxRoutes.getUnreadCount, async (deps, { user }) => ({
  unread: await countUnreadNotifications(deps.db, user.uuid),
}));
