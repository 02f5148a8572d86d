import { apiSend } from '../../../lib/api-client';

export type NotificationSettings = Record<string, boolean>;

/** POST /api/me/details/notifications with the ten flags. */
export const updateNotificationSettings = (settings: NotificationSettings) =>
  apiSend('updateNotificationSettings', { body: settings });
