import { apiSend } from '../api-client';

/** POST /api/logout revokes the refresh token; a failure still logs the browser out. */
export const logoutOnServer = () =>
  apiSend('logout', {}, { session: false, toastErrors: false }).catch((error: unknown) => {
    console.warn('logout call failed', error);
  });
