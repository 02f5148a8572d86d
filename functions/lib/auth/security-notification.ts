import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../deps';

/** Notification type 26 for an e-mail change (password and two-factor changes notify through their own events). */
export const SECURITY_NOTIFICATION = 26;

export const securityNotification = (deps: Deps, userUuid: string, subject: string) =>
  recordEvent(
    deps.db,
    newEvent(deps, 'NotificationRequested', {
      user_uuid: userUuid,
      notification_type: SECURITY_NOTIFICATION,
      subject,
    }),
  );
