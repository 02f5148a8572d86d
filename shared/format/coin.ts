import { COIN_DISPLAY_DECIMALS, COIN_MICRO_UNITS } from '../domain/constants';
import type { Currency } from '../domain/enums';

const MICRO = BigInt(COIN_MICRO_UNITS);

function toBigInt(microUnits: number | bigint): bigint {
  if (typeof microUnits === 'bigint') return microUnits;
  if (!Number.isSafeInteger(microUnits))
    throw new RangeError(`Expected integer micro-units, got ${microUnits}`);
  return BigInt(microUnits);
}

/** A coin amount held in integer micro-units, shown with 6 decimals: 1234567 ETH -> '1.234567 ETH'. */
export function formatCoin(microUnits: number | bigint, coin: Currency): string {
  const value = toBigInt(microUnits);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / MICRO).toLocaleString('en-US');
  const fraction = (abs % MICRO).toString().padStart(COIN_DISPLAY_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction} ${coin}`;
}

/**
 * Parses a coin amount typed by a user ('0.5', '12.123456') into integer micro-units with string arithmetic.
 * Rejects signs, letters and more than `maxDecimals` (at most 6) fraction digits.
 */
export function microUnitsFromCoinInput(text: string, maxDecimals = COIN_DISPLAY_DECIMALS): bigint {
  const limit = Math.min(Math.max(0, Math.trunc(maxDecimals)), COIN_DISPLAY_DECIMALS);
  const pattern = limit === 0 ? /^(\d+)$/ : new RegExp(`^(\\d+)(?:\\.(\\d{1,${limit}}))?$`);
  const found = pattern.exec(text.trim());
  if (!found) throw new RangeError(`Only numbers allowed. Maximum of ${limit} decimal points.`);
  return BigInt(found[1] ?? '0') * MICRO + BigInt((found[2] ?? '').padEnd(COIN_DISPLAY_DECIMALS, '0'));
}
