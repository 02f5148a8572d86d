import { describe, expect, it } from 'vitest';
import {
  isSalePrice,
  offerCancellableAt,
  offerCancelWaitMs,
  resaleCooldownEnd,
  saleSplit,
} from '../../../shared/rules/resale';

const DEMO_FEES = { royaltyBps: 1000, platformFeeBps: 500 };

describe('saleSplit', () => {
  it('gives the seller price × (1 − (royalty + platform fee)%) and the legs add up to the price', () => {
    expect(saleSplit(10_000, DEMO_FEES)).toEqual({
      sellerCents: 8_500,
      royaltyCents: 1_000,
      platformFeeCents: 500,
    });
    for (const price of [1, 3, 99, 101, 12_345, 99_999, 9_999_999_999]) {
      const split = saleSplit(price, { royaltyBps: 750, platformFeeBps: 250 });
      expect(split.sellerCents + split.royaltyCents + split.platformFeeCents).toBe(price);
      expect(split.sellerCents).toBe(price - Math.round((price * 1000) / 10_000));
      expect(Object.values(split).every(Number.isSafeInteger)).toBe(true);
    }
  });

  it('rounds the fees half up and never gives the royalty more than the fees', () => {
    // 15% of 333 is 49.95 → 50; 10% is 33.3 → 33; the platform fee is the rest, 17.
    expect(saleSplit(333, DEMO_FEES)).toEqual({ sellerCents: 283, royaltyCents: 33, platformFeeCents: 17 });
    // 2.5% + 2.5% of 10 cents: fees 1 cent (0.5 → 1), royalty 0.25 → 0.
    expect(saleSplit(10, { royaltyBps: 250, platformFeeBps: 250 })).toEqual({
      sellerCents: 9,
      royaltyCents: 0,
      platformFeeCents: 1,
    });
    expect(saleSplit(1_000, { royaltyBps: 0, platformFeeBps: 0 }).sellerCents).toBe(1_000);
  });

  it('refuses a negative or fractional price and fees over 100%', () => {
    expect(() => saleSplit(-1, DEMO_FEES)).toThrow(RangeError);
    expect(() => saleSplit(1.5, DEMO_FEES)).toThrow(RangeError);
    expect(() => saleSplit(100, { royaltyBps: 6000, platformFeeBps: 5000 })).toThrow(RangeError);
  });
});

describe('resale rules', () => {
  it('takes sale prices from $1 to $99,999,999.99 in cents', () => {
    expect([99, 100, 9_999_999_999, 10_000_000_000, 1.5].map(isSalePrice)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('cools a card purchase down for 48 hours, nothing else', () => {
    const ownedAt = new Date('2026-01-01T00:00:00Z');
    expect(resaleCooldownEnd(ownedAt, true)?.toISOString()).toBe('2026-01-03T00:00:00.000Z');
    expect(resaleCooldownEnd(ownedAt, false)).toBeNull();
  });

  it('lets an offer be cancelled 6 hours after it was made, counting down until then', () => {
    const made = new Date('2026-01-01T00:00:00Z');
    expect(offerCancellableAt(made).toISOString()).toBe('2026-01-01T06:00:00.000Z');
    expect(offerCancelWaitMs(made, new Date('2026-01-01T05:00:00Z'))).toBe(60 * 60 * 1000);
    expect(offerCancelWaitMs(made, new Date('2026-01-01T07:00:00Z'))).toBe(0);
  });
});
