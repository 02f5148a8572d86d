import { getUser } from '../../data/user';
import { html } from '../../domain/inert-text';
import { renderNotification, wantsEmail } from '../../domain/notifications/render';
import type { Deps } from '../../lib/deps';
import type { OutgoingMessage } from '../../lib/ports/mailer';
import type { BusEnvelope } from '../catalog';
import { notificationRequestOf } from '../notification-requests';

/** The e-mail copy of a notification, when its type is known and the user wants e-mails of its topic. */
export async function renderNotificationEmail(
  event: BusEnvelope,
  deps: Deps,
): Promise<OutgoingMessage | undefined> {
  const request = notificationRequestOf(event);
  const notification = request && renderNotification(request);
  if (!request || !notification) return undefined;
  const user = await getUser(deps.db, request.user_uuid);
  if (!user || !wantsEmail(user.notificationSettings, notification.topic)) return undefined;
  const link = new URL(notification.link, deps.env.SITE_URL).href;
  return {
    channel: 'email',
    to: user.email,
    subject: notification.subject,
    // The headline names what the user wrote (a title, a username): text in the body, made plain in the subject.
    body: html`<p>${notification.subject}</p><p><a href="${link}">View it on Collectibles</a></p>`,
  };
}
