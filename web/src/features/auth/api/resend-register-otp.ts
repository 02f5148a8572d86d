import { apiSend } from '../../../lib/api-client';

/** POST /api/resend-otp-register: a new sign-up SMS code. */
export const resendRegisterOtp = (phoneNumber: string, captcha: string) =>
  apiSend('resendRegisterOtp', { body: { phone_number: phoneNumber, 'g-recaptcha-response': captcha } });
