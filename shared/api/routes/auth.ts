import { defineRoute, type RouteDef } from '../route';
import * as s from '../schemas/auth';

const live = { family: 'auth', access: 'public', status: 'live' } as const;

/** Session and sign-up (spec part 2 §7). */
export const authRoutes = {
  isLoggedIn: defineRoute({
    ...live,
    method: 'GET',
    path: '/is-logged-in',
    response: s.isLoggedInResponseSchema,
    summary: 'is_logged_in: a valid refresh cookie or bearer token came along',
  }),
  startLogin: defineRoute({
    ...live,
    method: 'POST',
    path: '/start-login',
    body: s.startLoginBodySchema,
    response: s.channelResponseSchema,
    summary: 'Checks the password; answers the 2FA channel (and texts the code when it is the phone)',
  }),
  login: defineRoute({
    ...live,
    method: 'POST',
    path: '/login',
    body: s.loginBodySchema,
    response: s.idTokenResponseSchema,
    summary: 'id_token and the refresh cookie; 418 with channel_2fa when the code is missing',
  }),
  resendLoginOtp: defineRoute({
    ...live,
    method: 'POST',
    path: '/resend-otp-login',
    body: s.resendLoginOtpBodySchema,
    response: s.messageResponseSchema,
    summary: 'Texts a new login code when the account uses the phone (same answer either way)',
  }),
  logout: defineRoute({
    ...live,
    method: 'POST',
    path: '/logout',
    response: s.messageResponseSchema,
    summary: 'Revokes the refresh token family and clears the cookies',
  }),
  checkEmail: defineRoute({
    ...live,
    method: 'POST',
    path: '/check-email',
    body: s.checkEmailBodySchema,
    response: s.messageResponseSchema,
    summary: "detail containing 'You already have account' leads to the already-a-user step",
  }),
  checkPhone: defineRoute({
    ...live,
    method: 'POST',
    path: '/check-phone',
    body: s.checkPhoneBodySchema,
    response: s.messageResponseSchema,
    summary: 'Texts the sign-up code to the phone',
  }),
  checkOtp: defineRoute({
    ...live,
    method: 'POST',
    path: '/check-otp',
    body: s.checkOtpBodySchema,
    response: s.messageResponseSchema,
    summary: 'Marks the phone verified for register',
  }),
  resendRegisterOtp: defineRoute({
    ...live,
    method: 'POST',
    path: '/resend-otp-register',
    body: s.resendRegisterOtpBodySchema,
    response: s.messageResponseSchema,
    summary: 'Texts a new sign-up code',
  }),
  register: defineRoute({
    ...live,
    method: 'POST',
    path: '/register',
    body: s.registerBodySchema,
    response: s.idTokenResponseSchema,
    summary: 'id_token and the refresh cookie; the verification e-mail is sent',
  }),
  confirmEmail: defineRoute({
    ...live,
    method: 'POST',
    path: '/confirm-email',
    body: s.codeBodySchema,
    response: s.messageResponseSchema,
    summary: 'The code of the e-mail link marks the e-mail verified',
  }),
  requestEmailConfirmation: defineRoute({
    ...live,
    access: 'user',
    method: 'POST',
    path: '/confirm-email-request',
    response: s.messageResponseSchema,
    summary: 'Sends the verification e-mail again',
  }),
  startResetPassword: defineRoute({
    ...live,
    method: 'POST',
    path: '/start-reset-password',
    body: s.startResetPasswordBodySchema,
    response: s.resetStartedResponseSchema,
    summary:
      'Sends a 6-digit code to the phone (channel_2fa) or e-mail (masked email); the same answer for an unknown ' +
      'contact, with no code sent. resend: true asks for a new code (it replaces the old one)',
  }),
  resetPasswordOtp: defineRoute({
    ...live,
    method: 'POST',
    path: '/reset-password-otp',
    body: s.resetPasswordOtpBodySchema,
    response: s.resetLinkSentResponseSchema,
    summary: 'A right code e-mails the link /app/reset-password?code=<code>; answers the masked e-mail',
  }),
  resetPassword: defineRoute({
    ...live,
    method: 'POST',
    path: '/reset-password',
    body: s.resetPasswordBodySchema,
    response: s.messageResponseSchema,
    summary: 'The code of the e-mailed link sets the new password and ends every session of the account',
  }),
  resendOtp: defineRoute({
    ...live,
    method: 'POST',
    path: '/resend-otp',
    body: s.resendLoginOtpBodySchema,
    response: s.messageResponseSchema,
    summary:
      'The login step: texts a new login code like /resend-otp-login (the only code a client resends ' +
      'without other context; reset and sign-up codes have their own resend)',
  }),
  verifyDeviceOtp: defineRoute({
    ...live,
    access: 'user',
    method: 'POST',
    path: '/verify-device-otp',
    body: s.verifyDeviceOtpBodySchema,
    response: s.messageResponseSchema,
    summary: 'A code from the authenticator app confirms its setup; channel_2fa becomes app',
  }),
  refreshToken: defineRoute({
    ...live,
    method: 'POST',
    path: '/token/refresh',
    response: s.idTokenResponseSchema,
    summary: 'A new id_token and a rotated refresh cookie; 419 when the cookie is unknown, revoked or reused',
  }),
} satisfies Record<string, RouteDef>;
