import { describe, expect, it } from 'vitest';
import { heldReleaseOfSpend, withFundsHold } from '../../../functions/domain/payments/card-funds-hold';

const now = new Date('2026-06-01T00:00:00.000Z');
const lot = (amount: number, creditedAt: string, availableAt: string) => ({
  amount,
  creditedAt,
  availableAt,
});
const lots = [
  lot(1000, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  lot(500, '2026-05-01T00:00:00.000Z', '2026-07-30T00:00:00.000Z'),
  lot(300, '2026-05-20T00:00:00.000Z', '2026-08-18T00:00:00.000Z'),
];

describe('the hold a spend of credit passes on', () => {
  it('is none while the spend takes only available credit, oldest first', () => {
    expect(heldReleaseOfSpend(lots, 1800, now, { cents: 1000, debited: false })).toBeUndefined();
  });

  it('is the latest release of the held lots the spend reaches', () => {
    expect(heldReleaseOfSpend(lots, 1800, now, { cents: 1200, debited: false })).toBe(
      '2026-07-30T00:00:00.000Z',
    );
    expect(heldReleaseOfSpend(lots, 1800, now, { cents: 1600, debited: false })).toBe(
      '2026-08-18T00:00:00.000Z',
    );
    // 900 spent before: the next 200 take the first held lot.
    expect(heldReleaseOfSpend(lots, 900, now, { cents: 200, debited: false })).toBe(
      '2026-07-30T00:00:00.000Z',
    );
  });

  it('reads an already debited spend (a captured hold) as the last credit taken', () => {
    expect(heldReleaseOfSpend(lots, 1300, now, { cents: 500, debited: true })).toBeUndefined();
    expect(heldReleaseOfSpend(lots, 100, now, { cents: 400, debited: true })).toBe(
      '2026-08-18T00:00:00.000Z',
    );
  });

  it('ignores lots whose hold is over', () => {
    const later = new Date('2026-09-01T00:00:00.000Z');
    expect(heldReleaseOfSpend(lots, 1800, later, { cents: 1800, debited: false })).toBeUndefined();
  });
});

describe('withFundsHold', () => {
  it('holds only credit and earnings coming in, keeping a later hold a leg already has', () => {
    const legs = withFundsHold(
      [
        { account: { kind: 'credit', userUuid: 'u1' }, amount: 100 },
        {
          account: { kind: 'earnings', userUuid: 'u2' },
          amount: 50,
          availableAt: '2027-01-01T00:00:00.000Z',
        },
        { account: { kind: 'revenue', shard: 1 }, amount: 10 },
        { account: { kind: 'credit', userUuid: 'u3' }, amount: -160 },
      ],
      '2026-09-01T00:00:00.000Z',
    );
    expect(legs.map((leg) => leg.availableAt)).toEqual([
      '2026-09-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      undefined,
      undefined,
    ]);
  });
});
