import {
  CAPTCHA_TOKEN_MAX_LENGTH,
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../../domain/constants';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { tooLong } from './common';

/**
 * The credential fields of the session, sign-up and account calls, with the spec's messages (part 1 §5): all but
 * the phone number, whose check needs libphonenumber's metadata (schemas/auth.ts). Apart so that the account
 * Lambda, which takes no phone numbers, does not bundle that metadata. schemas/auth.ts re-exports them.
 */

/** Text that is not empty once trimmed, else the spec's message. */
export const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

export const captchaField = {
  'g-recaptcha-response': requiredText(messages.captchaRequired).check(
    z.maxLength(CAPTCHA_TOKEN_MAX_LENGTH, tooLong(CAPTCHA_TOKEN_MAX_LENGTH)),
  ),
};

export const emailSchema = z.pipe(
  requiredText(messages.emailRequired).check(z.maxLength(EMAIL_MAX_LENGTH, messages.emailInvalid)),
  z.email(messages.emailInvalid),
);
/** An e-mail address or a username. */
export const loginSchema = requiredText(messages.loginRequired).check(
  z.maxLength(EMAIL_MAX_LENGTH, messages.loginInvalid),
);
/** The password of an existing account: any non-empty text (rules apply only when one is chosen). */
export const currentPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, messages.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  );

/** At least 8 characters with an upper-case and a lower-case letter, a digit and a symbol. */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, messages.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
    z.regex(PASSWORD_RULE, messages.passwordRules),
  );

export const usernameSchema = requiredText(messages.usernameRequired).check(
  z.minLength(6, messages.usernameMin),
  z.maxLength(28, messages.usernameMax),
  z.regex(/^\w+$/, messages.usernameCharacters),
);

export const otpSchema = requiredText(messages.codeRequired).check(
  z.regex(/^\d+$/, messages.digitsOnly),
  z.length(6, messages.wrongCode),
);

/** A code from an e-mailed link (confirm e-mail, reset password) or typed from an e-mail. */
export const linkCodeSchema = requiredText(messages.codeRequired).check(
  z.maxLength(CODE_MAX_LENGTH, messages.wrongCode),
);
export const codeBodySchema = z.object({ code: linkCodeSchema });

export const messageResponseSchema = z.object({ message: z.string() });
