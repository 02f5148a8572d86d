import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundCoinMicros, refundShares } from '../../../functions/domain/payments/refund-shares';

const legs = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 });

/** Splits `total` into 1-5 positive parts, as successive partial refunds. */
const partsOf = (total: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, total - 1) }), { maxLength: 4 }).map((cuts) => {
    const points = [0, ...cuts.filter((cut) => cut < total).sort((a, b) => a - b), total];
    return points.slice(1).map((point, i) => point - (points[i] ?? 0));
  });

describe('refundShares', () => {
  it('splits each refund exactly, never takes a leg below zero, and a full refund returns each leg', () => {
    fc.assert(
      fc.property(
        legs.chain((paid) => fc.tuple(fc.constant(paid), partsOf(paid.reduce((a, b) => a + b, 0)))),
        ([paid, refunds]) => {
          const reversed = paid.map(() => 0);
          for (const amount of refunds) {
            const shares = refundShares(paid, reversed, amount);
            expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
            shares.forEach((share, i) => {
              expect(share).toBeGreaterThanOrEqual(0);
              reversed[i] = (reversed[i] ?? 0) + share;
              expect(reversed[i]).toBeLessThanOrEqual(paid[i] ?? 0);
            });
          }
          expect(reversed).toEqual(paid);
        },
      ),
    );
  });

  it('shares a refund in proportion, the leftover cents from the first legs', () => {
    expect(refundShares([8_000, 1_000, 1_000], [0, 0, 0], 5_000)).toEqual([4_000, 500, 500]);
    expect(refundShares([1, 1, 1], [0, 0, 0], 2)).toEqual([1, 1, 0]);
    expect(() => refundShares([10], [5], 6)).toThrow(RangeError);
  });
});

describe('refundCoinMicros', () => {
  it('gives back every micro-unit over refunds adding up to the order, never more', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10_000_000 })
          .chain((total) => fc.tuple(fc.constant(total), partsOf(total))),
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        ([total, refunds], micros) => {
          let refunded = 0;
          let given = 0;
          for (const amount of refunds) {
            const back = refundCoinMicros(micros, total, refunded, amount);
            expect(back).toBeGreaterThanOrEqual(0);
            given += back;
            refunded += amount;
            // Rounded down on what was refunded so far: never ahead of the buyer's share.
            expect(BigInt(given)).toBe((BigInt(micros) * BigInt(refunded)) / BigInt(total));
          }
          expect(given).toBe(micros);
        },
      ),
    );
  });
});
