import type { Endpoint } from '../../lib/http';
import { familyHandler } from '../../lib/http';
import { checkOtp } from './check-otp';
import { checkPhone, resendRegisterOtp } from './check-phone';
import { register } from './register';
import { resetPasswordOtp } from './reset-password-otp';
import { startResetPassword } from './start-reset-password';

/** Sign-up and forgot password: the calls that read a phone number (shared/api/routes/registration.ts). */
export const endpoints = [
  checkPhone,
  checkOtp,
  resendRegisterOtp,
  register,
  startResetPassword,
  resetPasswordOtp,
] as Endpoint[];
export const handler = familyHandler(endpoints);
