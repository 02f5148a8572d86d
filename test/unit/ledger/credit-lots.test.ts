import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableCredit,
  type CreditLot,
  creditAvailableAt,
  withdrawalDenial,
} from '../../../functions/domain/ledger/credit-lots';
import { CREDIT_HOLD_MAX_MS, FIRST_WITHDRAWAL_WAIT_MS, TIME_MS } from '../../../shared/domain/constants';

const DAY_MS = TIME_MS.day;
const start = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const lot = fc
  .record({
    amount: fc.integer({ min: 1, max: 100_000 }),
    creditedDay: fc.nat(200),
    holdDays: fc.nat(90),
  })
  .map(
    ({ amount, creditedDay, holdDays }): CreditLot => ({
      amount,
      creditedAt: iso(start + creditedDay * DAY_MS),
      availableAt: iso(start + (creditedDay + holdDays) * DAY_MS),
    }),
  );

describe('availableCredit', () => {
  it('is never negative, never above the balance, and never falls as time passes', () => {
    fc.assert(
      fc.property(
        fc.array(lot, { maxLength: 12 }),
        fc.nat(400),
        fc.nat(400),
        fc.nat(100),
        (lots, a, b, spentPct) => {
          const credited = lots.reduce((sum, l) => sum + l.amount, 0);
          const balance = Math.floor((credited * (100 - spentPct)) / 100);
          const earlier = availableCredit(lots, balance, new Date(start + Math.min(a, b) * DAY_MS));
          const later = availableCredit(lots, balance, new Date(start + Math.max(a, b) * DAY_MS));
          expect(earlier).toBeGreaterThanOrEqual(0);
          expect(later).toBeLessThanOrEqual(balance);
          expect(later).toBeGreaterThanOrEqual(earlier);
        },
      ),
    );
  });

  it('spends the oldest credit first', () => {
    const lots: CreditLot[] = [
      { amount: 1000, creditedAt: iso(start), availableAt: iso(start) },
      { amount: 500, creditedAt: iso(start + DAY_MS), availableAt: iso(start + 30 * DAY_MS) },
    ];
    // 300 spent from the first lot: 700 of it is available, the second lot is still held.
    expect(availableCredit(lots, 1200, new Date(start + 2 * DAY_MS))).toBe(700);
    expect(availableCredit(lots, 1200, new Date(start + 30 * DAY_MS))).toBe(1200);
  });
});

describe('creditAvailableAt', () => {
  it('holds credit between now and 90 days', () => {
    const now = new Date(start);
    expect(creditAvailableAt(now)).toBe(iso(start));
    expect(creditAvailableAt(now, iso(start - DAY_MS))).toBe(iso(start));
    expect(creditAvailableAt(now, iso(start + 5 * DAY_MS))).toBe(iso(start + 5 * DAY_MS));
    expect(creditAvailableAt(now, iso(start + 365 * DAY_MS))).toBe(iso(start + CREDIT_HOLD_MAX_MS));
  });
});

describe('withdrawalDenial', () => {
  const lots: CreditLot[] = [{ amount: 5000, creditedAt: iso(start), availableAt: iso(start) }];
  const at = (ms: number) => new Date(start + ms);

  it('waits 14 days from the first credit, then needs credit available and identity verified', () => {
    expect(
      withdrawalDenial({ lots, available: 5000, verificationStatus: 'completed', now: at(DAY_MS) }),
    ).toEqual({
      reason: 'waiting_period',
      availableFrom: iso(start + FIRST_WITHDRAWAL_WAIT_MS),
    });
    const after = at(FIRST_WITHDRAWAL_WAIT_MS);
    expect(withdrawalDenial({ lots, available: 0, verificationStatus: 'completed', now: after })).toEqual({
      reason: 'nothing_available',
    });
    expect(withdrawalDenial({ lots, available: 5000, verificationStatus: 'pending', now: after })).toEqual({
      reason: 'verification_required',
    });
    expect(
      withdrawalDenial({ lots, available: 5000, verificationStatus: 'completed', now: after }),
    ).toBeNull();
  });

  it('says nothing is available to a user who never received credit', () => {
    expect(withdrawalDenial({ lots: [], available: 0, verificationStatus: 'completed', now: at(0) })).toEqual(
      {
        reason: 'nothing_available',
      },
    );
  });
});
