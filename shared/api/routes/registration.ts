import { defineRoute, type RouteDef } from '../route';
import { idTokenResponseSchema, messageResponseSchema } from '../schemas/auth';
import * as r from '../schemas/registration';

const registration = { family: 'registration', access: 'public' } as const;

/**
 * Sign-up and forgot password (spec part 2 §7): the calls that read a phone number, a family of their own so
 * libphonenumber-js and its metadata are bundled only here, not with every login and token refresh.
 */
export const registrationRoutes = {
  checkPhone: defineRoute({
    ...registration,
    method: 'POST',
    path: '/check-phone',
    body: r.checkPhoneBodySchema,
    response: messageResponseSchema,
    summary: 'Texts the sign-up code to the phone',
  }),
  checkOtp: defineRoute({
    ...registration,
    method: 'POST',
    path: '/check-otp',
    body: r.checkOtpBodySchema,
    response: messageResponseSchema,
    summary: 'Marks the phone verified for register',
  }),
  resendRegisterOtp: defineRoute({
    ...registration,
    method: 'POST',
    path: '/resend-otp-register',
    body: r.resendRegisterOtpBodySchema,
    response: messageResponseSchema,
    summary: 'Texts a new sign-up code',
  }),
  register: defineRoute({
    ...registration,
    method: 'POST',
    path: '/register',
    body: r.registerBodySchema,
    response: idTokenResponseSchema,
    summary: 'id_token and the refresh cookie; the verification e-mail is sent',
  }),
  startResetPassword: defineRoute({
    ...registration,
    method: 'POST',
    path: '/start-reset-password',
    body: r.startResetPasswordBodySchema,
    response: r.resetStartedResponseSchema,
    summary:
      'Sends a 6-digit code to the phone (channel_2fa) or e-mail (masked email); the same answer for an unknown ' +
      'contact, with no code sent. resend: true asks for a new code (it replaces the old one)',
  }),
  resetPasswordOtp: defineRoute({
    ...registration,
    method: 'POST',
    path: '/reset-password-otp',
    body: r.resetPasswordOtpBodySchema,
    response: r.resetLinkSentResponseSchema,
    summary: 'A right code e-mails the link /app/reset-password?code=<code>; answers the masked e-mail',
  }),
} satisfies Record<string, RouteDef>;
