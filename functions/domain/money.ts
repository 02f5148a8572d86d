import { COIN_DISPLAY_DECIMALS, COIN_MICRO_UNITS } from '../../shared/domain/constants';

/** Money is integer cents inside; answers carry dollars with at most 2 decimals (exact for any integer cents). */
export const centsToUsd = (cents: number): number => {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not integer cents: ${cents}`);
  return cents / 100;
};

export const optionalCentsToUsd = (cents: number | null): number | null =>
  cents === null ? null : centsToUsd(cents);

/** A USD amount the API took (at most 2 decimals, checked by its schema) in integer cents. */
export const usdToCents = (usd: number): number => Math.round(usd * 100);

/** Coin micro-units as the API's exact decimal string with 6 decimals: 250000 -> '0.250000'. */
export function coinAmountText(microUnits: number): string {
  if (!Number.isSafeInteger(microUnits) || microUnits < 0)
    throw new Error(`Not coin micro-units: ${microUnits}`);
  const whole = Math.trunc(microUnits / COIN_MICRO_UNITS);
  const fraction = String(microUnits % COIN_MICRO_UNITS).padStart(COIN_DISPLAY_DECIMALS, '0');
  return `${whole}.${fraction}`;
}
