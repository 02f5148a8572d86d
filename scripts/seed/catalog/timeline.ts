import { TIME_MS } from '../../../shared/domain/constants';

/**
 * Catalog dates are offsets in hours from `now` rounded down to the hour, so drops start on the hour like real
 * ones; no offset is shorter than two hours, so the rounding never changes a drop's timed state.
 */
export function createTimeline(now: Date) {
  const base = Math.floor(now.getTime() / TIME_MS.hour) * TIME_MS.hour;
  return { at: (hours: number): string => new Date(base + hours * TIME_MS.hour).toISOString() };
}

export type Timeline = ReturnType<typeof createTimeline>;

export const DAYS = 24;
