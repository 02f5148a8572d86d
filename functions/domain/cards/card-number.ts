/** Card networks as processors name them; 'amex' matters to the Amex-only rule. */
export const cardSchemes = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardScheme = (typeof cardSchemes)[number];

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network from the number's leading digits (IIN ranges). */
export function schemeOf(digits: string): CardScheme {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

/** A card expires at the end of its expiry month. */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstDayAfter;
}

/** 'MM/YY', as the card list shows the expiry. */
export const formatExpiry = (expiry: { month: number; year: number }): string =>
  `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
