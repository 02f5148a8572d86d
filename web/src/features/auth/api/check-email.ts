import { apiSend, isApiError } from '../../../lib/api-client';

/** The server's detail when the e-mail already has an account (spec part 2 §7). */
const EXISTING_ACCOUNT_DETAIL = 'You already have account';

export type CheckEmailResult = 'available' | 'existingAccount';

/** POST /api/check-email: an existing account leads to the 'already a user' step instead of an error. */
export async function checkEmail(email: string, captcha: string): Promise<CheckEmailResult> {
  try {
    await apiSend('checkEmail', { body: { email, 'g-recaptcha-response': captcha } }, { toastErrors: false });
    return 'available';
  } catch (error) {
    if (isApiError(error) && error.lines.some((line) => line.includes(EXISTING_ACCOUNT_DETAIL))) {
      return 'existingAccount';
    }
    throw error;
  }
}
