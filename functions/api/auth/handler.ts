import type { Endpoint } from '../../lib/http';
import { familyHandler } from '../../lib/http';
import { checkEmail } from './check-email';
import { checkOtp } from './check-otp';
import { checkPhone, resendRegisterOtp } from './check-phone';
import { confirmEmail } from './confirm-email';
import { isLoggedIn } from './is-logged-in';
import { login } from './login';
import { logout } from './logout';
import { refreshToken } from './refresh-token';
import { register } from './register';
import { requestEmailConfirmation } from './request-email-confirmation';
import { resendLoginOtp, resendOtp } from './resend-login-otp';
import { resetPassword } from './reset-password';
import { resetPasswordOtp } from './reset-password-otp';
import { startLogin } from './start-login';
import { startResetPassword } from './start-reset-password';
import { verifyDeviceOtp } from './verify-device-otp';

export const endpoints = [
  checkEmail,
  checkPhone,
  checkOtp,
  resendRegisterOtp,
  register,
  confirmEmail,
  requestEmailConfirmation,
  startLogin,
  login,
  resendLoginOtp,
  resendOtp,
  startResetPassword,
  resetPasswordOtp,
  resetPassword,
  refreshToken,
  logout,
  isLoggedIn,
  verifyDeviceOtp,
] as Endpoint[];
export const handler = familyHandler(endpoints);
