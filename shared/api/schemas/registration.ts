import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod';
import { CAPTCHA_TOKEN_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../domain/constants';
import { isAllowedPhoneCountry } from '../../domain/geo';
import { messages } from '../../domain/messages';
import { tooLong } from './common';
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
  required(messages.phoneRequired)
    .max(PHONE_MAX_LENGTH, messages.phoneInvalid)
    .refine((value) => !options.signUp || value.length > 8, messages.phoneInvalid)
    .transform((value, context) => {
      const parsed = parsePhoneNumberFromString(value.startsWith('+') ? value : `+${value}`);
      if (!parsed?.isValid() || !parsed.country || !isAllowedPhoneCountry(parsed.country)) {
        context.addIssue({ code: 'custom', message: messages.phoneInternationalNotSupported });
        return z.NEVER;
      }
      return parsed.number;
    });

export const signUpPhoneSchema = phoneSchema({ signUp: true });

/** Marketing parameters kept from the landing URL (utm_* and the like). */
export const marketingParamsSchema = z.record(z.string().max(100), z.string().max(500)).optional();

export const checkPhoneBodySchema = z.object({
  phone_number: signUpPhoneSchema,
  email: emailSchema,
  ...captchaField,
});
export const checkOtpBodySchema = z.object({
  phone_number: signUpPhoneSchema,
  otp: otpSchema,
  'g-recaptcha-response': z.string().max(CAPTCHA_TOKEN_MAX_LENGTH).optional(),
});
export const resendRegisterOtpBodySchema = z.object({ phone_number: signUpPhoneSchema, ...captchaField });
export const registerBodySchema = z.object({
  email: emailSchema,
  phone_number: signUpPhoneSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  subscribe: z.boolean().default(false),
  params: marketingParamsSchema,
  ...captchaField,
});

/**
 * Forgot password: the contact is an e-mail address or a phone number, sent as `email`, `phone_number` or
 * `contact` (digits, spaces and + - ( ) . read as a phone). The parsed body carries it as `to`.
 */
const resetEmailSchema = required(messages.emailIsRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
  .pipe(z.email(messages.emailInvalid));
const resetPhoneSchema = required(messages.phoneRequired)
  .min(8, messages.phoneRequired)
  .pipe(phoneSchema({ signUp: false }));
export type ResetContact = { channel: 'email' | 'sms'; address: string };

const resetContactFields = {
  contact: z.string().max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH)).optional(),
  email: z.string().max(EMAIL_MAX_LENGTH, messages.emailInvalid).optional(),
  phone_number: z.string().max(PHONE_MAX_LENGTH, messages.phoneInvalid).optional(),
  ...captchaField,
};
type ResetContactFields = { contact?: string; email?: string; phone_number?: string };

function withResetContact<T extends ResetContactFields>(body: T, context: z.RefinementCtx) {
  const contact = body.contact?.trim() ?? '';
  const isPhone =
    body.email === undefined && (body.phone_number !== undefined || /^[\d\s()+.-]+$/.test(contact));
  const field = isPhone ? 'phone_number' : 'email';
  const parsed = (isPhone ? resetPhoneSchema : resetEmailSchema).safeParse(body[field] ?? contact);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  }
  const to: ResetContact = { channel: isPhone ? 'sms' : 'email', address: parsed.data };
  return { ...body, to };
}

export const startResetPasswordBodySchema = z
  .object({ ...resetContactFields, resend: z.boolean().default(false) })
  .transform(withResetContact);
export const resetPasswordOtpBodySchema = z
  .object({ ...resetContactFields, otp: otpSchema })
  .transform(withResetContact);
/** Where the reset code went: the phone, or an e-mail address shown masked (u***@example.com). */
export const resetStartedResponseSchema = z.union([
  z.object({ channel_2fa: z.literal('phone') }),
  z.object({ email: z.string() }),
]);
/** The (masked) address the reset link was sent to; the client then shows 'check your e-mail'. */
export const resetLinkSentResponseSchema = z.object({ email: z.string() });
