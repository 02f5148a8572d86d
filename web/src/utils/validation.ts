import { type CountryCode, isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/core';
import { messages } from '../../../shared/domain/messages';
import { phoneMetadata } from '../../../shared/domain/phone-metadata';

/**
 * Form rules of spec part 1 §5 with their exact messages. Each answers the first broken rule's message, or
 * null when the value is fine; the server checks the same rules again.
 */
export type Rule = (value: string) => string | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^\w+$/;
const DISCORD_PATTERN = /^.{1,32}#\d{4}$/;
const USERNAME_MIN = 6;
const USERNAME_MAX = 28;
const PASSWORD_MIN = 8;
const OTP_LENGTH = 6;
const PHONE_MIN_LENGTH = 8;

export const validateEmail: Rule = (value) => {
  if (!value.trim()) return messages.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? null : messages.emailInvalid;
};

export const validateLogin: Rule = (value) => (value.trim() ? null : messages.loginRequired);

export const validatePasswordPresent: Rule = (value) => (value ? null : messages.passwordRequired);

export const validateCurrentPassword: Rule = (value) => (value ? null : messages.currentPasswordRequired);

export const validateUsername: Rule = (value) => {
  if (!value) return messages.usernameRequired;
  if (value.length < USERNAME_MIN) return messages.usernameMin;
  if (value.length > USERNAME_MAX) return messages.usernameMax;
  return USERNAME_PATTERN.test(value) ? null : messages.usernameCharacters;
};

export const validateNewPassword: Rule = (value) => {
  if (!value) return messages.passwordRequired;
  if (value.length < PASSWORD_MIN) return messages.passwordTooShort;
  const strong = /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return strong ? null : messages.passwordRules;
};

export const validateConfirmation =
  (password: string): Rule =>
  (value) =>
    value === password ? null : messages.passwordsDoNotMatch;

export const validateDiscord: Rule = (value) =>
  !value || DISCORD_PATTERN.test(value) ? null : messages.discordInvalid;

export const validateCode: Rule = (value) => {
  if (!value) return messages.codeRequired;
  if (!/^\d+$/.test(value)) return messages.digitsOnly;
  return value.length === OTP_LENGTH ? null : messages.codeRequired;
};

export const validateCaptcha: Rule = (value) => (value ? null : messages.captchaRequired);

/** Sign-up phone: more than 8 characters, then the number's checksum for its country. */
export const validatePhone =
  (country: string): Rule =>
  (value) => {
    if (value.trim().length <= PHONE_MIN_LENGTH) return messages.phoneInvalid;
    return isValidPhoneNumber(value, country as CountryCode, phoneMetadata)
      ? null
      : messages.phoneInternationalNotSupported;
  };

/** The number in international form (+15555550100) for the API. */
export const internationalPhone = (value: string, country: string): string =>
  parsePhoneNumber(value, country as CountryCode, phoneMetadata).number;

/** Numeric inputs block letters and signs (spec part 1 §5). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The first message of several rules, in order. */
export const firstError = (...results: (string | null)[]): string | null =>
  results.find((result) => result !== null) ?? null;
