import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { DutchAuctionState } from '../../../shared/domain/enums';
import {
  assertDutchSchedule,
  type DutchSchedule,
  dutchNextRun,
  dutchPriceAt,
  dutchScheduleOf,
  dutchState,
  dutchTickCount,
  dutchTicks,
  nextDutchPrice,
} from '../../../shared/rules/auctions';
import { at, clockAt, START } from './support';

const HOUR = TIME_MS.hour;
/** $1,500 falling $100 every hour to $500 (the demo's Golden Era Highlight), over two days. */
const schedule: DutchSchedule = {
  starts: START,
  ends: at(START, 48 * HOUR).toISOString(),
  startPriceCents: 150_000,
  floorPriceCents: 50_000,
  reductionAmountCents: 10_000,
  every: 1,
  period: 'hours',
};

describe('Dutch price', () => {
  it('falls by the reduction at the end of every interval, as the clock moves', () => {
    const clock = clockAt(START, -HOUR);
    expect(dutchPriceAt(schedule, clock.now())).toBe(150_000);
    clock.set(START);
    expect(dutchPriceAt(schedule, clock.now())).toBe(150_000);
    clock.advance(HOUR - 1);
    expect(dutchPriceAt(schedule, clock.now())).toBe(150_000);
    clock.advance(1);
    expect(dutchPriceAt(schedule, clock.now())).toBe(140_000);
    clock.advance(3 * HOUR);
    expect(dutchPriceAt(schedule, clock.now())).toBe(110_000);
  });

  it('stops at the floor, with a last partial reduction', () => {
    const uneven = { ...schedule, reductionAmountCents: 30_000 };
    expect(dutchPriceAt(uneven, at(START, 3 * HOUR))).toBe(60_000);
    expect(dutchPriceAt(uneven, at(START, 4 * HOUR))).toBe(50_000);
    expect(dutchPriceAt(uneven, at(START, 40 * HOUR))).toBe(50_000);
    expect(nextDutchPrice(60_000, 30_000, 50_000)).toBe(50_000);
    expect(nextDutchPrice(90_000, 30_000, 50_000)).toBe(60_000);
  });

  it('does not fall after the end', () => {
    const short = { ...schedule, ends: at(START, 3 * HOUR).toISOString() };
    expect(dutchTickCount(short)).toBe(2);
    expect(dutchPriceAt(short, at(START, 3 * HOUR))).toBe(130_000);
    expect(dutchPriceAt(short, at(START, 30 * HOUR))).toBe(130_000);
  });

  it('lists the ticks the scheduler fires and the next run', () => {
    const ticks = [...dutchTicks(schedule)];
    expect(ticks).toHaveLength(10);
    expect(ticks[0]).toEqual({ tick: 1, at: at(START, HOUR), priceCents: 140_000 });
    expect(ticks.at(-1)).toEqual({ tick: 10, at: at(START, 10 * HOUR), priceCents: 50_000 });
    expect(dutchNextRun(schedule, at(START, -5 * HOUR))).toEqual(at(START, HOUR));
    expect(dutchNextRun(schedule, at(START, 90 * TIME_MS.minute))).toEqual(at(START, 2 * HOUR));
    expect(dutchNextRun(schedule, at(START, 2 * HOUR))).toEqual(at(START, 3 * HOUR));
    expect(dutchNextRun(schedule, at(START, 10 * HOUR))).toBeNull();
  });

  it('reads minutes intervals', () => {
    const everyFifteen = { ...schedule, every: 15, period: 'minutes' as const };
    expect(dutchPriceAt(everyFifteen, at(START, 30 * TIME_MS.minute))).toBe(130_000);
  });

  it('moves through InProgress, ReachedFloorPrice, HasEndedButNotSold and SoldOut', () => {
    const clock = clockAt(START, 30 * TIME_MS.minute);
    expect(dutchState(schedule, false, clock.now())).toBe(DutchAuctionState.inProgress);
    clock.set(at(START, 10 * HOUR));
    expect(dutchState(schedule, false, clock.now())).toBe(DutchAuctionState.reachedFloorPrice);
    clock.set(at(START, 48 * HOUR));
    expect(dutchState(schedule, false, clock.now())).toBe(DutchAuctionState.hasEndedButNotSold);
    expect(dutchState(schedule, true, clock.now())).toBe(DutchAuctionState.soldOut);
    expect(dutchState(schedule, true, at(START, HOUR))).toBe(DutchAuctionState.soldOut);
  });

  it('builds the schedule from a stored auction and refuses a broken one', () => {
    const stored = {
      starts: START,
      ends: null,
      priceCents: 150_000,
      floorPriceCents: 50_000,
      reductionAmountCents: 10_000,
      interval: { every: 1, period: 'hours' as const },
    };
    expect(dutchScheduleOf(stored)).toEqual({ ...schedule, ends: null });
    expect(() => dutchScheduleOf({ ...stored, interval: null })).toThrow(RangeError);
    expect(() => assertDutchSchedule({ ...schedule, floorPriceCents: 200_000 })).toThrow(RangeError);
    expect(() => assertDutchSchedule({ ...schedule, every: 0 })).toThrow(RangeError);
    expect(() => assertDutchSchedule({ ...schedule, reductionAmountCents: 0.5 })).toThrow(RangeError);
  });

  it('never goes below the floor, never rises, and agrees with the ticks', () => {
    const schedules = fc
      .record({
        floor: fc.nat(100_000),
        above: fc.nat(100_000),
        reduction: fc.nat(20_000),
        every: fc.integer({ min: 1, max: 120 }),
        period: fc.constantFrom('minutes' as const, 'hours' as const),
        endsAfterHours: fc.option(fc.integer({ min: 1, max: 200 })),
      })
      .map(
        (r): DutchSchedule => ({
          starts: START,
          ends: r.endsAfterHours === null ? null : at(START, r.endsAfterHours * HOUR).toISOString(),
          startPriceCents: r.floor + r.above,
          floorPriceCents: r.floor,
          reductionAmountCents: r.reduction,
          every: r.every,
          period: r.period,
        }),
      );
    fc.assert(
      fc.property(schedules, fc.integer({ min: -10, max: 300 }), fc.nat(300), (s, h1, dh) => {
        const earlier = at(START, h1 * HOUR);
        const later = at(START, (h1 + dh) * HOUR);
        const p1 = dutchPriceAt(s, earlier);
        const p2 = dutchPriceAt(s, later);
        expect(p2).toBeGreaterThanOrEqual(s.floorPriceCents);
        expect(p1).toBeLessThanOrEqual(s.startPriceCents);
        expect(p2).toBeLessThanOrEqual(p1);
        const next = dutchNextRun(s, earlier);
        if (next) {
          expect(next.getTime()).toBeGreaterThan(earlier.getTime());
          expect(dutchPriceAt(s, next)).toBe(nextDutchPrice(p1, s.reductionAmountCents, s.floorPriceCents));
          expect(dutchPriceAt(s, new Date(next.getTime() - 1))).toBe(p1);
        }
        let shown = 0;
        for (const tick of dutchTicks(s)) {
          expect(dutchPriceAt(s, tick.at)).toBe(tick.priceCents);
          if (++shown === 5) break;
        }
      }),
    );
  });
});
