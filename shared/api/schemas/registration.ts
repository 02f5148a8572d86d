import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { CAPTCHA_TOKEN_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../domain/constants';
import { isAllowedPhoneCountry } from '../../domain/geo';
import { messages } from '../../domain/messages';
import { phoneMetadata } from '../../domain/phone-metadata';
import * as z from '../../zod';
import { addCustomIssue, tooLong } from './common';
import {
  captchaField,
  emailSchema,
  newPasswordSchema,
  otpSchema,
  requiredText as required,
  usernameSchema,
} from './credentials';

/**
 * A phone number in international form: it must pass libphonenumber's check and be in an allowed country,
 * otherwise the spec's 'International Payment...' message; answers E.164. Sign-up also rejects 8 characters or
 * fewer with 'Phone number is not valid.'.
 */
export const phoneSchema = (options: { signUp: boolean }) =>
  z.pipe(
    required(messages.phoneRequired).check(
      z.maxLength(PHONE_MAX_LENGTH, messages.phoneInvalid),
      z.refine((value) => !options.signUp || value.length > 8, messages.phoneInvalid),
    ),
    z.transform((value, context) => {
      const parsed = parsePhoneNumberFromString(value.startsWith('+') ? value : `+${value}`, phoneMetadata);
      if (!parsed?.isValid() || !parsed.country || !isAllowedPhoneCountry(parsed.country)) {
        addCustomIssue(context, { message: messages.phoneInternationalNotSupported, input: value });
        return z.NEVER;
      }
      return parsed.number;
    }),
  );

export const signUpPhoneSchema = phoneSchema({ signUp: true });

/** Marketing parameters kept from the landing URL (utm_* and the like). */
export const marketingParamsSchema = z.optional(
  z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(500))),
);

export const checkPhoneBodySchema = z.object({
  phone_number: signUpPhoneSchema,
  email: emailSchema,
  ...captchaField,
});
export const checkOtpBodySchema = z.object({
  phone_number: signUpPhoneSchema,
  otp: otpSchema,
  'g-recaptcha-response': z.optional(z.string().check(z.maxLength(CAPTCHA_TOKEN_MAX_LENGTH))),
});
export const resendRegisterOtpBodySchema = z.object({ phone_number: signUpPhoneSchema, ...captchaField });
export const registerBodySchema = z.object({
  email: emailSchema,
  phone_number: signUpPhoneSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  subscribe: z._default(z.boolean(), false),
  params: marketingParamsSchema,
  ...captchaField,
});

/**
 * Forgot password: the contact is an e-mail address or a phone number, sent as `email`, `phone_number` or
 * `contact` (digits, spaces and + - ( ) . read as a phone). The parsed body carries it as `to`.
 */
const resetEmailSchema = z.pipe(
  required(messages.emailIsRequired).check(z.maxLength(EMAIL_MAX_LENGTH, messages.emailInvalid)),
  z.email(messages.emailInvalid),
);
const resetPhoneSchema = z.pipe(
  required(messages.phoneRequired).check(z.minLength(8, messages.phoneRequired)),
  phoneSchema({ signUp: false }),
);
export type ResetContact = { channel: 'email' | 'sms'; address: string };

const resetContactFields = {
  contact: z.optional(z.string().check(z.maxLength(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH)))),
  email: z.optional(z.string().check(z.maxLength(EMAIL_MAX_LENGTH, messages.emailInvalid))),
  phone_number: z.optional(z.string().check(z.maxLength(PHONE_MAX_LENGTH, messages.phoneInvalid))),
  ...captchaField,
};
type ResetContactFields = { contact?: string; email?: string; phone_number?: string };

function withResetContact<T extends ResetContactFields>(body: T, context: z.core.ParsePayload) {
  const contact = body.contact?.trim() ?? '';
  const isPhone =
    body.email === undefined && (body.phone_number !== undefined || /^[\d\s()+.-]+$/.test(contact));
  const field = isPhone ? 'phone_number' : 'email';
  const parsed = (isPhone ? resetPhoneSchema : resetEmailSchema).safeParse(body[field] ?? contact);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      addCustomIssue(context, { path: [field], message: issue.message, input: body });
    }
    return z.NEVER;
  }
  const to: ResetContact = { channel: isPhone ? 'sms' : 'email', address: parsed.data };
  return { ...body, to };
}

export const startResetPasswordBodySchema = z.pipe(
  z.object({ ...resetContactFields, resend: z._default(z.boolean(), false) }),
  z.transform(withResetContact),
);
export const resetPasswordOtpBodySchema = z.pipe(
  z.object({ ...resetContactFields, otp: otpSchema }),
  z.transform(withResetContact),
);
/** Where the reset code went: the phone, or an e-mail address shown masked (u***@example.com). */
export const resetStartedResponseSchema = z.union([
  z.object({ channel_2fa: z.literal('phone') }),
  z.object({ email: z.string() }),
]);
/** The (masked) address the reset link was sent to; the client then shows 'check your e-mail'. */
export const resetLinkSentResponseSchema = z.object({ email: z.string() });
