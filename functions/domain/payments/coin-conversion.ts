import { BPS_DENOMINATOR, CENTS_PER_USD, COIN_MICRO_UNITS } from '../../../shared/domain/constants';

/**
 * Exact conversions between USD cents and coin micro-units at a rate in integer micro-USD per whole coin. The
 * products overflow 2^53 for large prices, so they are BigInt; every rounding goes the platform's way.
 */
const MICRO_USD_PER_CENT = BigInt(COIN_MICRO_UNITS / CENTS_PER_USD);
const MICROS_PER_COIN = BigInt(COIN_MICRO_UNITS);

function whole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} is not a whole number: ${value}`);
  return BigInt(value);
}

function positiveRate(rateMicroUsd: number): bigint {
  if (!Number.isSafeInteger(rateMicroUsd) || rateMicroUsd <= 0)
    throw new RangeError(`Not a coin rate: ${rateMicroUsd}`);
  return BigInt(rateMicroUsd);
}

const ceilDiv = (dividend: bigint, divisor: bigint) => (dividend + divisor - 1n) / divisor;

function safe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${value}`);
  return Number(value);
}

/** The coin micro-units a buyer pays for `cents`: never less than the cents are worth (rounded up). */
export const centsToCoinMicros = (cents: number, rateMicroUsd: number): number =>
  safe(ceilDiv(whole(cents, 'Cents') * MICRO_USD_PER_CENT * MICROS_PER_COIN, positiveRate(rateMicroUsd)));

/** What a cost in coin micro-units (e.g. gas in ETH) is in cents, rounded up: the buyer covers all of it. */
export const coinMicrosToCentsUp = (micros: number, rateMicroUsd: number): number =>
  safe(
    ceilDiv(whole(micros, 'Micro-units') * positiveRate(rateMicroUsd), MICRO_USD_PER_CENT * MICROS_PER_COIN),
  );

/** A fee of `basisPoints` of `cents`, rounded up to the cent. */
export const basisPointsOfUp = (cents: number, basisPoints: number): number =>
  safe(ceilDiv(whole(cents, 'Cents') * whole(basisPoints, 'Basis points'), BigInt(BPS_DENOMINATOR)));

/** The part of `total` that `part / whole` of it is, rounded down: what is given back never exceeds the share. */
export const proportionDown = (total: number, part: number, of: number): number => {
  if (whole(of, 'Whole') === 0n) throw new RangeError('Nothing to take a share of');
  return safe((whole(total, 'Total') * whole(part, 'Part')) / BigInt(of));
};
