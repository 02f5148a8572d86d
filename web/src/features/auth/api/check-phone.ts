import { apiSend } from '../../../lib/api-client';

/** POST /api/check-phone: sends the SMS code for sign-up. */
export const checkPhone = (input: { phoneNumber: string; email: string; captcha: string }) =>
  apiSend(
    'checkPhone',
    { body: { phone_number: input.phoneNumber, email: input.email, 'g-recaptcha-response': input.captcha } },
    { toastErrors: false },
  );
