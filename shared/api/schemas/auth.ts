import { twoFactorChannelSchema } from '../../domain/enum-schemas';
import * as z from '../../zod';
import {
  captchaField,
  codeBodySchema,
  currentPasswordSchema,
  emailSchema,
  linkCodeSchema,
  loginSchema,
  messageResponseSchema,
  newPasswordSchema,
  otpSchema,
  PASSWORD_RULE,
  usernameSchema,
} from './credentials';

/**
 * Request fields of the session calls (the shared ones are in credentials.ts; the calls that read a phone number,
 * sign-up and forgot password, are in registration.ts).
 */
export {
  captchaField,
  codeBodySchema,
  currentPasswordSchema,
  emailSchema,
  loginSchema,
  messageResponseSchema,
  newPasswordSchema,
  otpSchema,
  PASSWORD_RULE,
  usernameSchema,
};

export const checkEmailBodySchema = z.object({ email: emailSchema, ...captchaField });

export const startLoginBodySchema = z.object({ login: loginSchema, password: currentPasswordSchema });
/** Without otp the answer is 418 with the channel the code comes from. */
export const loginBodySchema = z.object({
  login: loginSchema,
  password: currentPasswordSchema,
  otp: z.optional(otpSchema),
  ...captchaField,
});
export const resendLoginOtpBodySchema = z.object({ login: loginSchema, ...captchaField });

export const resetPasswordBodySchema = z.object({
  code: linkCodeSchema,
  password: newPasswordSchema,
});
export const verifyDeviceOtpBodySchema = z.object({ otp: otpSchema });

export const idTokenResponseSchema = z.object({ id_token: z.string() });
export const channelResponseSchema = z.object({ channel_2fa: twoFactorChannelSchema });
export const isLoggedInResponseSchema = z.object({ is_logged_in: z.boolean() });
