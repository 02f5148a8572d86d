import { putNotificationOnce } from '../../data/notification';
import { getUser } from '../../data/user';
import { userChannelOf } from '../../domain/live/channels';
import { nudgeChannels } from '../../domain/live/fan-out';
import { renderNotification, wantsInApp } from '../../domain/notifications/render';
import { awsLivePosts } from '../../lib/adapters/api-gateway-live-posts';
import { notificationRequestOf } from '../notification-requests';
import { sqsConsumer } from '../sqs-consumer';

/**
 * Stores the notification an event asks for in the user's inbox, if its type is known and the user's in-app flag
 * for its topic is on. The notification takes the domain event's id, so a redelivery stores nothing new. Once
 * stored, the user's open pages hear of it (live updates: the unread count and the list reload).
 */
export const { handler, consumeBatch } = sqsConsumer(
  'inbox',
  async (deps, event) => {
    const request = notificationRequestOf(event);
    const notification = request && renderNotification(request);
    if (!request || !notification) {
      deps.logger.warn('no notification for event', { type: event['detail-type'] });
      return;
    }
    const user = await getUser(deps.db, request.user_uuid);
    if (!user) {
      deps.logger.warn('notification for an unknown user', { user: request.user_uuid });
      return;
    }
    if (!wantsInApp(user.notificationSettings, notification.topic)) return;
    const { event_id, occurred_at } = event.detail;
    const stored = await putNotificationOnce(deps.db, {
      id: typeof event_id === 'string' ? event_id : event.id,
      userUuid: user.uuid,
      notificationType: notification.type,
      subject: notification.subject,
      link: notification.link,
      auction: request.auction ?? null,
      extra: request.extra ?? null,
      createdAt: typeof occurred_at === 'string' ? occurred_at : event.time,
      readAt: null,
    });
    if (stored) await nudgeChannels(deps, [{ channel: userChannelOf(user.uuid), kind: 'notification' }]);
  },
  awsLivePosts,
);
