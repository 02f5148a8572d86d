import { inboxRoutes } from '../../../shared/api/routes/inbox';
import { markNotificationsRead } from '../../data/notification';
import { endpoint } from '../../lib/http';

/** Marks the caller's listed notifications read; ids of other users' notifications match nothing. */
export const acknowledgeInbox = endpoint(inboxRoutes.acknowledgeInbox, async (deps, { user, body }) => ({
  acknowledged: await markNotificationsRead(deps.db, user.uuid, body.id_list, deps.clock.now()),
}));
