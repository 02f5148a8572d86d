import { apiSend } from '../../../lib/api-client';

/** POST /api/check-otp: checks the sign-up SMS code. */
export const checkOtp = (input: { phoneNumber: string; otp: string; captcha: string }) =>
  apiSend(
    'checkOtp',
    { body: { phone_number: input.phoneNumber, otp: input.otp, 'g-recaptcha-response': input.captcha } },
    { toastErrors: false },
  );
