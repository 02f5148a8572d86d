import { CENTS_PER_USD, USD_COMPACT_FROM_CENTS } from '../domain/constants';
import { messages } from '../domain/messages';

/**
 * Each formatter is made on first use: made at load, the three took about 9 ms (ICU's number data) of the init
 * of every Lambda importing this module, and most of their invocations never format a price.
 */
const usdFormat = (options: Intl.NumberFormatOptions) => {
  let format: Intl.NumberFormat | undefined;
  return (usd: number) => {
    format ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...options });
    return format.format(usd);
  };
};
const compactUsd = usdFormat({ notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const plainUsd = usdFormat({ minimumFractionDigits: 0, maximumFractionDigits: 2 });
const fixedUsd = usdFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
}

/** USD for display: compact from $1,000 upward ('$1.2K', '$3.5M'), otherwise up to 2 decimals ('$12.5'). */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const usd = cents / CENTS_PER_USD;
  return Math.abs(cents) >= USD_COMPACT_FROM_CENTS ? compactUsd(usd) : plainUsd(usd);
}

/** USD with exactly 2 decimals and grouping ('$1,234.50'), for checkout totals. */
export function formatUsdFixed(cents: number): string {
  assertCents(cents);
  return fixedUsd(cents / CENTS_PER_USD);
}

/** Integer cents as a plain input value: 1234 -> '12.34', 1200 -> '12.00'. */
export function usdInputFromCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const USD_INPUT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a USD amount typed by a user ('12', '12.3', '12.34') into integer cents with string arithmetic.
 * Rejects signs, letters, separators and more than 2 decimals with the withdrawal form's message.
 */
export function centsFromUsdInput(text: string): number {
  const found = USD_INPUT.exec(text.trim());
  if (!found) throw new RangeError(messages.withdrawalAmountFormat);
  const whole = (found[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (found[2] ?? '').padEnd(2, '0');
  const cents = Number(`${whole}${fraction}`);
  if (!Number.isSafeInteger(cents)) throw new RangeError(messages.withdrawalAmountFormat);
  return cents;
}

/** Like `centsFromUsdInput`, answering undefined instead of throwing. */
export function parseUsdInput(text: string): number | undefined {
  try {
    return centsFromUsdInput(text);
  } catch {
    return undefined;
  }
}
