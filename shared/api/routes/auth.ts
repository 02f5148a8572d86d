import { defineRoute, type RouteDef } from '../route';
import * as s from '../schemas/auth';

const live = { family: 'auth', access: 'public' } as const;

/** Sessions (spec part 2 §7); sign-up and forgot password are in registration.ts. */
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
    fresh: true,
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
