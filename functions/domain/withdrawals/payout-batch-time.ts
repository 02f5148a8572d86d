import { PAYOUT_BATCH_HOURS, PAYOUT_BATCH_TIME_ZONE } from '../../../shared/domain/constants';
import type { Env } from '../../lib/env';

const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at `instant`, in ms (e.g. -4 h for New York in summer). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the zone's clocks show `hour`:00 on the zone's calendar day of `dayStart` (DST-safe). */
function zonedHour(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const guess = Date.UTC(year, month, day, hour);
  const first = guess - zoneOffsetMs(guess, timeZone);
  return guess - zoneOffsetMs(first, timeZone);
}

/**
 * The next payout batch strictly after `now`: 10 AM or 5 PM US Eastern (part 2 §9), or, on the sandbox clock
 * (PAYOUT_BATCH_EVERY_SECONDS), the next multiple of that many seconds, so withdrawals still share batches.
 */
export function nextPayoutBatch(env: Pick<Env, 'PAYOUT_BATCH_EVERY_SECONDS'>, now: Date): Date {
  if (env.PAYOUT_BATCH_EVERY_SECONDS !== undefined) {
    const every = env.PAYOUT_BATCH_EVERY_SECONDS * 1000;
    return new Date((Math.floor(now.getTime() / every) + 1) * every);
  }
  const at = now.getTime();
  const local = new Date(at + zoneOffsetMs(at, PAYOUT_BATCH_TIME_ZONE));
  for (let days = 0; days <= 2; days++) {
    for (const hour of PAYOUT_BATCH_HOURS) {
      const batch = zonedHour(
        local.getUTCFullYear(),
        local.getUTCMonth(),
        local.getUTCDate() + days,
        hour,
        PAYOUT_BATCH_TIME_ZONE,
      );
      if (batch > at) return new Date(batch);
    }
  }
  return new Date(at + 24 * HOUR_MS);
}
