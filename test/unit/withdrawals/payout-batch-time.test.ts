import { describe, expect, it } from 'vitest';
import { nextPayoutBatch } from '../../../functions/domain/withdrawals/payout-batch-time';

const next = (at: string, env = {}) => nextPayoutBatch(env, new Date(at)).toISOString();

describe('the next payout batch (10 AM and 5 PM US Eastern)', () => {
  it('picks 10 AM, then 5 PM, then the next day, in winter (UTC-5)', () => {
    expect(next('2026-11-24T11:00:00Z')).toBe('2026-11-24T15:00:00.000Z');
    expect(next('2026-11-24T15:00:00Z')).toBe('2026-11-24T22:00:00.000Z');
    expect(next('2026-11-24T22:00:00Z')).toBe('2026-11-25T15:00:00.000Z');
  });

  it('follows daylight saving time (UTC-4 in summer) and its changes', () => {
    expect(next('2026-07-01T13:59:59Z')).toBe('2026-07-01T14:00:00.000Z');
    expect(next('2026-07-01T14:00:00Z')).toBe('2026-07-01T21:00:00.000Z');
    // 8 March 2026: clocks go forward at 2 AM, so 10 AM is already EDT.
    expect(next('2026-03-08T06:00:00Z')).toBe('2026-03-08T14:00:00.000Z');
    // 1 November 2026: clocks go back at 2 AM, so 10 AM is EST again.
    expect(next('2026-11-01T05:30:00Z')).toBe('2026-11-01T15:00:00.000Z');
  });

  it('is late in the US Eastern evening still the next morning, across UTC midnight', () => {
    // 23:30 in New York is 04:30 UTC the next day: the batch is that day's 10 AM.
    expect(next('2026-11-25T04:30:00Z')).toBe('2026-11-25T15:00:00.000Z');
  });

  it('runs on the sandbox clock every N seconds, shared by the withdrawals of a window', () => {
    const env = { PAYOUT_BATCH_EVERY_SECONDS: 30 };
    expect(next('2026-11-24T11:00:03Z', env)).toBe('2026-11-24T11:00:30.000Z');
    expect(next('2026-11-24T11:00:29.999Z', env)).toBe('2026-11-24T11:00:30.000Z');
    expect(next('2026-11-24T11:00:30Z', env)).toBe('2026-11-24T11:01:00.000Z');
  });
});
