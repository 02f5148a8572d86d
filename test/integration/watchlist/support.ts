import { listPendingEvents } from '../../../functions/data/outbox-event';
import type { Deps } from '../../../functions/lib/deps';

/** The notification requests waiting in the outbox for a user: [type, subject] pairs. */
export async function noticesFor(deps: Deps, userUuid: string) {
  return (await listPendingEvents(deps.db, 1000))
    .filter((event) => event.type === 'NotificationRequested' && event.detail.user_uuid === userUuid)
    .map(
      (event) =>
        event.detail as {
          notification_type: number;
          subject: string;
          nft_uuid?: string;
          auction?: { id: string; title: string } | null;
        },
    );
}
