import { NotificationType, type TwoFactorChannel } from '../../shared/domain/enums';
import type { NotificationRequest } from '../domain/notifications/render';
import { type BusEnvelope, type EventType, eventCatalog } from './catalog';

const channelNames: Record<TwoFactorChannel, string> = {
  app: 'the authenticator app',
  phone: 'your mobile phone',
};

type Mapper = (detail: Record<string, unknown>) => NotificationRequest;

const securityNotice = (user_uuid: string, subject: string): NotificationRequest => ({
  user_uuid,
  notification_type: NotificationType.accountSecurity,
  subject,
});

/** The events that notify a user: NotificationRequested itself, and account changes that imply a security notice. */
const mappers: Partial<Record<EventType, Mapper>> = {
  NotificationRequested: (detail) => eventCatalog.NotificationRequested.parse(detail),
  PasswordChanged: (detail) =>
    securityNotice(eventCatalog.PasswordChanged.parse(detail).user_uuid, 'your password was changed'),
  TwoFactorChanged: (detail) => {
    const { user_uuid, channel_2fa } = eventCatalog.TwoFactorChanged.parse(detail);
    return securityNotice(user_uuid, `two-factor sign-in now uses ${channelNames[channel_2fa]}`);
  },
};

/** The event types the inbox and the notification e-mails listen to. */
export const notifyingEventTypes = Object.keys(mappers) as EventType[];

export const notificationRequestOf = (event: BusEnvelope): NotificationRequest | undefined =>
  mappers[event['detail-type'] as EventType]?.(event.detail);
