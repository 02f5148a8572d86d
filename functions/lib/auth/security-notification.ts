import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../deps';

/** Notification type 26: account security (password, e-mail or two-factor changed). */
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
