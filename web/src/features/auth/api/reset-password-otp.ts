import { apiSend } from '../../../lib/api-client';

/** POST /api/reset-password-otp: a right code e-mails the reset link; answers the masked e-mail it went to. */
export const resetPasswordOtp = (contact: string, otp: string, captcha: string) =>
  apiSend('resetPasswordOtp', { body: { contact, otp, 'g-recaptcha-response': captcha } });
