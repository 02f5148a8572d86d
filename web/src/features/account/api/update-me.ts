import { apiSend } from '../../../lib/api-client';

/** PATCH /api/me: username and Discord name, with the current password. */
export const updateMe = (body: { current_password: string; username?: string; discord_username?: string }) =>
  apiSend('updateMe', { body });
