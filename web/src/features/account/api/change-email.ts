import { apiSend } from '../../../lib/api-client';

/** POST /api/change-email with the code of the confirmation link. */
export const changeEmail = (code: string) =>
  apiSend('changeEmail', { body: { code } }, { toastErrors: false });
