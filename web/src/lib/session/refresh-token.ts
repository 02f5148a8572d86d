import { apiSend } from '../api-client';

/**
 * POST /api/token/refresh: the browser sends the httpOnly refresh cookie; the answer carries a new id_token.
 * Its 401/419 are answers here, not an expired session to refresh again.
 */
export const refreshIdToken = async (): Promise<string> =>
  (await apiSend('refreshToken', {}, { session: false, toastErrors: false })).id_token;
