import { apiSend } from '../../../lib/api-client';

/** POST /api/start-change-email: a confirmation link goes to the new address. */
export const startChangeEmail = (email: string, currentPassword: string) =>
  apiSend('startChangeEmail', { body: { email, current_password: currentPassword } });
