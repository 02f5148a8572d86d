import { apiSend } from '../../../lib/api-client';

/** POST /api/resend-otp-login: a new SMS code for the login in progress. */
export const resendLoginOtp = (login: string, captcha: string) =>
  apiSend('resendLoginOtp', { body: { login, 'g-recaptcha-response': captcha } }, { session: false });
