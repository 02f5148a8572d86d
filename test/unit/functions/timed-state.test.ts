import { describe, expect, it } from 'vitest';
import { availabilityAt, canBuy, nextTransitionAt, timedLabel } from '../../../shared/rules/timed-state';

const now = new Date('2026-06-01T12:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();

describe('timed state', () => {
  it('is coming before the start, available until the end, unavailable after', () => {
    expect(availabilityAt(now, hoursFromNow(1), null)).toBe(2);
    expect(availabilityAt(now, hoursFromNow(-1), hoursFromNow(1))).toBe(0);
    expect(availabilityAt(now, hoursFromNow(-2), hoursFromNow(-1))).toBe(1);
    expect(availabilityAt(now, hoursFromNow(-2), hoursFromNow(0))).toBe(1);
  });

  it('knows the next transition', () => {
    expect(nextTransitionAt(now, hoursFromNow(3), hoursFromNow(5))?.toISOString()).toBe(hoursFromNow(3));
    expect(nextTransitionAt(now, hoursFromNow(-3), hoursFromNow(5))?.toISOString()).toBe(hoursFromNow(5));
    expect(nextTransitionAt(now, hoursFromNow(-3), null)).toBeNull();
  });

  it('counts down only within 48 hours of the start or the end', () => {
    expect(timedLabel(now, hoursFromNow(47), null).kind).toBe('live-in');
    expect(timedLabel(now, hoursFromNow(49), null).kind).toBe('coming-soon');
    expect(timedLabel(now, hoursFromNow(-1), hoursFromNow(47)).kind).toBe('ends-in');
    expect(timedLabel(now, hoursFromNow(-1), hoursFromNow(24 * 10)).kind).toBe('live');
    expect(timedLabel(now, hoursFromNow(-1), null).kind).toBe('live');
    expect(timedLabel(now, hoursFromNow(-5), hoursFromNow(-1)).kind).toBe('ended');
  });

  it('allows buying only while available and not sold out', () => {
    expect(canBuy(now, hoursFromNow(-1), null, false)).toBe(true);
    expect(canBuy(now, hoursFromNow(-1), null, true)).toBe(false);
    expect(canBuy(now, hoursFromNow(1), null, false)).toBe(false);
  });
});
