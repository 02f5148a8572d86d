import {
  isKnownNotificationType,
  lockedEmailTopics,
  type NotificationTopic,
  type NotificationType,
} from '../../../shared/domain/enums';
import { type NotificationContext, notificationKinds } from './kinds';

/** A request to notify one user (the NotificationRequested event's detail). */
export interface NotificationRequest extends NotificationContext {
  user_uuid: string;
  notification_type: number;
}

export interface RenderedNotification {
  type: NotificationType;
  topic: NotificationTopic;
  subject: string;
  link: string;
}

/** The inbox line, topic and link of a request; undefined for types outside the known list (never shown). */
export function renderNotification(request: NotificationRequest): RenderedNotification | undefined {
  const type = request.notification_type;
  if (!isKnownNotificationType(type)) return undefined;
  const kind = notificationKinds[type];
  return { type, topic: kind.topic, subject: kind.headline(request.subject), link: kind.link(request) };
}

/** The user's per-topic switches: `{topic}_notifications` (in-app) and `{topic}_emails`. */
export type TopicSwitches = Record<`${NotificationTopic}_${'notifications' | 'emails'}`, boolean>;

export const wantsInApp = (switches: TopicSwitches, topic: NotificationTopic) =>
  switches[`${topic}_notifications`];

/** Receipts and system e-mails are always sent, whatever the stored flag says. */
export const wantsEmail = (switches: TopicSwitches, topic: NotificationTopic) =>
  lockedEmailTopics.includes(topic) || switches[`${topic}_emails`];
