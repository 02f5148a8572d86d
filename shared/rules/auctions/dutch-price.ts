import { TIME_MS } from '../../domain/constants';
import { DutchAuctionState } from '../../domain/enums';
import type { AuctionTerms } from './terms';

/**
 * Dutch auction (part 1 §4): from the start the price falls by reduction_amount at the end of every interval,
 * never below floor_price. Everything is a function of the time, so the price is read, never written per tick:
 * the scheduler's ticks only refresh screens and notify.
 */

export type IntervalPeriod = 'minutes' | 'hours';

export interface DutchSchedule {
  starts: string | Date;
  ends: string | Date | null;
  startPriceCents: number;
  floorPriceCents: number;
  reductionAmountCents: number;
  /** The interval: `every` minutes or hours (interval.every, interval.period). */
  every: number;
  period: IntervalPeriod;
}

/** A stored Dutch auction: its price is the opening price, the rest comes from the schedule. */
export interface DutchTerms extends Pick<AuctionTerms, 'starts' | 'ends' | 'priceCents'> {
  floorPriceCents: number | null;
  reductionAmountCents: number | null;
  interval: { every: number; period: IntervalPeriod } | null;
}

export interface DutchTick {
  /** When the price changes: the end of the tick's interval. */
  at: Date;
  /** The price from that moment on. */
  priceCents: number;
  /** 1 for the first reduction. */
  tick: number;
}

const periodMs: Readonly<Record<IntervalPeriod, number>> = { minutes: TIME_MS.minute, hours: TIME_MS.hour };

export const intervalMs = (every: number, period: IntervalPeriod): number => every * periodMs[period];

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Throws a RangeError when the schedule cannot describe a falling price. */
export function assertDutchSchedule(schedule: DutchSchedule): void {
  const { startPriceCents, floorPriceCents, reductionAmountCents, every } = schedule;
  if (![startPriceCents, floorPriceCents, reductionAmountCents].every(isCents)) {
    throw new RangeError('Dutch prices must be integer cents, not negative');
  }
  if (floorPriceCents > startPriceCents) throw new RangeError('The floor price is above the opening price');
  if (!Number.isSafeInteger(every) || every <= 0)
    throw new RangeError('The interval must be a positive integer');
}

export function dutchScheduleOf(auction: DutchTerms): DutchSchedule {
  const { floorPriceCents, reductionAmountCents, interval } = auction;
  if (floorPriceCents === null || reductionAmountCents === null || interval === null) {
    throw new RangeError('A Dutch auction needs floor_price, reduction_amount and interval');
  }
  const schedule: DutchSchedule = {
    starts: auction.starts,
    ends: auction.ends,
    startPriceCents: auction.priceCents,
    floorPriceCents,
    reductionAmountCents,
    every: interval.every,
    period: interval.period,
  };
  assertDutchSchedule(schedule);
  return schedule;
}

/** Reductions until the floor: the last one may be partial. */
const ticksToFloor = (s: DutchSchedule): number =>
  s.reductionAmountCents === 0
    ? 0
    : Math.ceil((s.startPriceCents - s.floorPriceCents) / s.reductionAmountCents);

/** The number of reductions that ever happen: until the floor, and only those strictly before the end. */
export function dutchTickCount(s: DutchSchedule): number {
  const toFloor = ticksToFloor(s);
  if (s.ends === null) return toFloor;
  const beforeEnd =
    Math.ceil((new Date(s.ends).getTime() - new Date(s.starts).getTime()) / intervalMs(s.every, s.period)) -
    1;
  return Math.max(0, Math.min(toFloor, beforeEnd));
}

/** The spec's step: next price = price minus reduction_amount, never below floor_price. */
export const nextDutchPrice = (
  priceCents: number,
  reductionAmountCents: number,
  floorPriceCents: number,
): number => Math.max(floorPriceCents, priceCents - reductionAmountCents);

const priceAfter = (s: DutchSchedule, ticks: number): number =>
  Math.max(s.floorPriceCents, s.startPriceCents - ticks * s.reductionAmountCents);

/** Reductions that have happened by `at` (a tick falling exactly on `at` has happened). */
export function dutchTicksElapsed(s: DutchSchedule, at: Date): number {
  const elapsed = Math.floor((at.getTime() - new Date(s.starts).getTime()) / intervalMs(s.every, s.period));
  return Math.max(0, Math.min(elapsed, dutchTickCount(s)));
}

/** The price at `at`: the opening price before the first tick, the floor at the latest. */
export const dutchPriceAt = (s: DutchSchedule, at: Date): number => priceAfter(s, dutchTicksElapsed(s, at));

/** Every reduction the scheduler fires, in order. */
export function* dutchTicks(s: DutchSchedule): Generator<DutchTick> {
  const startMs = new Date(s.starts).getTime();
  const step = intervalMs(s.every, s.period);
  const count = dutchTickCount(s);
  for (let tick = 1; tick <= count; tick++) {
    yield { tick, at: new Date(startMs + tick * step), priceCents: priceAfter(s, tick) };
  }
}

/** The next reduction after `now` (interval.next_run), or null when the price will not fall again. */
export function dutchNextRun(s: DutchSchedule, now: Date): Date | null {
  const next = dutchTicksElapsed(s, now) + 1;
  if (next > dutchTickCount(s)) return null;
  return new Date(new Date(s.starts).getTime() + next * intervalMs(s.every, s.period));
}

/**
 * The Dutch state at `now`: SoldOut once nothing is left; HasEndedButNotSold after the end with editions left;
 * ReachedFloorPrice at the floor; otherwise InProgress (before the start too: the timed state says 'coming').
 */
export function dutchState(s: DutchSchedule, soldOut: boolean, now: Date): DutchAuctionState {
  if (soldOut) return DutchAuctionState.soldOut;
  if (s.ends !== null && now.getTime() >= new Date(s.ends).getTime())
    return DutchAuctionState.hasEndedButNotSold;
  if (dutchPriceAt(s, now) === s.floorPriceCents) return DutchAuctionState.reachedFloorPrice;
  return DutchAuctionState.inProgress;
}
