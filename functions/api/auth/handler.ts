import type { Endpoint } from '../../lib/http';
import { familyHandler } from '../../lib/http';
import { checkEmail } from './check-email';
import { confirmEmail } from './confirm-email';
import { isLoggedIn } from './is-logged-in';
import { login } from './login';
import { logout } from './logout';
import { refreshToken } from './refresh-token';
import { requestEmailConfirmation } from './request-email-confirmation';
import { resendLoginOtp, resendOtp } from './resend-login-otp';
import { resetPassword } from './reset-password';
import { startLogin } from './start-login';
import { verifyDeviceOtp } from './verify-device-otp';

export const endpoints = [
  checkEmail,
  confirmEmail,
  requestEmailConfirmation,
  startLogin,
  login,
  resendLoginOtp,
  resendOtp,
  resetPassword,
  refreshToken,
  logout,
  isLoggedIn,
  verifyDeviceOtp,
] as Endpoint[];
export const handler = familyHandler(endpoints);
