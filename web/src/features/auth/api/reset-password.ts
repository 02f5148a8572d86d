import { apiSend } from '../../../lib/api-client';

/** POST /api/reset-password with the code of the e-mailed link and the new password. */
export const resetPassword = (code: string, password: string) =>
  apiSend('resetPassword', { body: { code, password } }, { toastErrors: false, session: false });
