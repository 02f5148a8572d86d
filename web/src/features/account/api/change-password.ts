import { apiSend } from '../../../lib/api-client';

/** POST /api/change-password. */
export const changePassword = (oldPassword: string, password: string) =>
  apiSend('changePassword', { body: { old_password: oldPassword, password } });
