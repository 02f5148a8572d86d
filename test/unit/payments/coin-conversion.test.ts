import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOfUp,
  centsToCoinMicros,
  coinMicrosToCentsUp,
  proportionDown,
} from '../../../functions/domain/payments/coin-conversion';

/** Micro-USD in one cent, and coin micro-units in one coin. */
const CENT = 10_000n;
const COIN = 1_000_000n;

const cents = fc.integer({ min: 0, max: 9_999_999_999 });
/** From a tenth of a cent per coin up to $1M per coin, in micro-USD. */
const rate = fc.integer({ min: 1_000, max: 1_000_000_000_000 });

describe('centsToCoinMicros', () => {
  it('answers the fewest micro-units worth at least the cents (rounded in the platform’s favour)', () => {
    fc.assert(
      fc.property(cents, rate, (amount, microUsd) => {
        const micros = (() => {
          try {
            return BigInt(centsToCoinMicros(amount, microUsd));
          } catch (error) {
            // Only amounts past 2^53 micro-units are refused.
            expect(error).toBeInstanceOf(RangeError);
            return undefined;
          }
        })();
        if (micros === undefined) return;
        const owed = BigInt(amount) * CENT * COIN;
        expect(micros * BigInt(microUsd)).toBeGreaterThanOrEqual(owed);
        if (micros > 0n) expect((micros - 1n) * BigInt(microUsd)).toBeLessThan(owed);
      }),
    );
  });

  it('is exact where floating point is not', () => {
    // $99,999,999.99 at $65,000.123457 per BTC: the products pass 2^53, the answer is still the exact ceiling.
    const micros = centsToCoinMicros(9_999_999_999, 65_000_123_457);
    expect(BigInt(micros) * 65_000_123_457n).toBeGreaterThanOrEqual(9_999_999_999n * CENT * COIN);
    expect(BigInt(micros - 1) * 65_000_123_457n).toBeLessThan(9_999_999_999n * CENT * COIN);
    expect(centsToCoinMicros(100, 1_000_000)).toBe(1_000_000);
    expect(centsToCoinMicros(1, 3_000_000_000)).toBe(4);
  });

  it('refuses rates that are not positive integers and cents that are not whole', () => {
    expect(() => centsToCoinMicros(100, 0)).toThrow(RangeError);
    expect(() => centsToCoinMicros(100, 1.5)).toThrow(RangeError);
    expect(() => centsToCoinMicros(-1, 1_000_000)).toThrow(RangeError);
    expect(() => centsToCoinMicros(0.5, 1_000_000)).toThrow(RangeError);
  });
});

describe('coinMicrosToCentsUp', () => {
  it('answers the fewest cents covering a cost in micro-units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), rate, (micros, microUsd) => {
        const centsUp = BigInt(coinMicrosToCentsUp(micros, microUsd));
        const worth = BigInt(micros) * BigInt(microUsd);
        expect(centsUp * CENT * COIN).toBeGreaterThanOrEqual(worth);
        if (centsUp > 0n) expect((centsUp - 1n) * CENT * COIN).toBeLessThan(worth);
      }),
    );
    // 600 micro-ETH of gas at $3,000 per ETH: $1.80.
    expect(coinMicrosToCentsUp(600, 3_000_000_000)).toBe(180);
  });
});

describe('basisPointsOfUp and proportionDown', () => {
  it('rounds a fee up and a share down', () => {
    expect(basisPointsOfUp(10_000, 100)).toBe(100);
    expect(basisPointsOfUp(1_001, 100)).toBe(11);
    expect(basisPointsOfUp(0, 100)).toBe(0);
    expect(proportionDown(10, 1, 3)).toBe(3);
    expect(proportionDown(9_999_999_999, 9_999_999_999, 9_999_999_999)).toBe(9_999_999_999);
    expect(() => proportionDown(1, 1, 0)).toThrow(RangeError);
  });
});
