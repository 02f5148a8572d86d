import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/start-reset-password: `contact` is the e-mail or the phone in international form; answers where the
 * code went (the phone, or the masked e-mail). resend: true replaces the code with a new one.
 */
export const startResetPassword = (contact: string, captcha: string, resend = false) =>
  apiSend('startResetPassword', { body: { contact, 'g-recaptcha-response': captcha, resend } });
