import * as z from 'zod';
import {
  CAPTCHA_TOKEN_MAX_LENGTH,
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../../domain/constants';
import { messages } from '../../domain/messages';
import { tooLong } from './common';

/**
 * The credential fields of the session, sign-up and account calls, with the spec's messages (part 1 §5): all but
 * the phone number, whose check needs libphonenumber's metadata (schemas/auth.ts). Apart so that the account
 * Lambda, which takes no phone numbers, does not bundle that metadata. schemas/auth.ts re-exports them.
 */

/** Text that is not empty once trimmed, else the spec's message. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const captchaField = {
  'g-recaptcha-response': requiredText(messages.captchaRequired).max(
    CAPTCHA_TOKEN_MAX_LENGTH,
    tooLong(CAPTCHA_TOKEN_MAX_LENGTH),
  ),
};

export const emailSchema = requiredText(messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
  .pipe(z.email(messages.emailInvalid));
/** An e-mail address or a username. */
export const loginSchema = requiredText(messages.loginRequired).max(EMAIL_MAX_LENGTH, messages.loginInvalid);
/** The password of an existing account: any non-empty text (rules apply only when one is chosen). */
export const currentPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));

/** At least 8 characters with an upper-case and a lower-case letter, a digit and a symbol. */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))
  .regex(PASSWORD_RULE, messages.passwordRules);

export const usernameSchema = requiredText(messages.usernameRequired)
  .min(6, messages.usernameMin)
  .max(28, messages.usernameMax)
  .regex(/^\w+$/, messages.usernameCharacters);

export const otpSchema = requiredText(messages.codeRequired)
  .regex(/^\d+$/, messages.digitsOnly)
  .length(6, messages.wrongCode);

/** A code from an e-mailed link (confirm e-mail, reset password) or typed from an e-mail. */
export const linkCodeSchema = requiredText(messages.codeRequired).max(CODE_MAX_LENGTH, messages.wrongCode);
export const codeBodySchema = z.object({ code: linkCodeSchema });

export const messageResponseSchema = z.object({ message: z.string() });
