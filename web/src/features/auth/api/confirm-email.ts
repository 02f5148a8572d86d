import { apiSend } from '../../../lib/api-client';

/** POST /api/confirm-email with the code of the link in the verification e-mail. */
export const confirmEmail = (code: string) =>
  apiSend('confirmEmail', { body: { code } }, { toastErrors: false, session: false });
