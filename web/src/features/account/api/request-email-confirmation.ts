import { apiSend } from '../../../lib/api-client';

/** POST /api/confirm-email-request: sends the verification e-mail again. */
export const requestEmailConfirmation = () => apiSend('requestEmailConfirmation', {});
