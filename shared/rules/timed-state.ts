/** Timed state of a drop, pack or auction (spec part 1 §4). Shared so server and screens agree. */
export const availability = { available: 0, unavailable: 1, coming: 2 } as const;
export type AvailabilityCode = (typeof availability)[keyof typeof availability];

const HOUR = 3600_000;
const COUNTDOWN_WINDOW_MS = 48 * HOUR;

export function availabilityAt(now: Date, start: string | Date, end: string | Date | null): AvailabilityCode {
  const t = now.getTime();
  if (t < new Date(start).getTime()) return availability.coming;
  if (end !== null && t >= new Date(end).getTime()) return availability.unavailable;
  return availability.available;
}

/** The next instant at which availabilityAt changes, or null when it never changes again. */
export function nextTransitionAt(now: Date, start: string | Date, end: string | Date | null): Date | null {
  const t = now.getTime();
  const startAt = new Date(start);
  if (t < startAt.getTime()) return startAt;
  if (end !== null && t < new Date(end).getTime()) return new Date(end);
  return null;
}

export type TimedLabel =
  | { kind: 'live-in'; until: Date }
  | { kind: 'coming-soon' }
  | { kind: 'ends-in'; until: Date }
  | { kind: 'live' }
  | { kind: 'ended'; at: Date | null };

/**
 * What a card shows: a countdown 'Live in' / 'Ends in' within 48 hours of the start or end; 'Live' only if
 * more than 30 days remain or an end exists; otherwise 'Coming Soon' before the start.
 */
export function timedLabel(now: Date, start: string | Date, end: string | Date | null): TimedLabel {
  const t = now.getTime();
  const startAt = new Date(start);
  const endAt = end === null ? null : new Date(end);
  if (t < startAt.getTime()) {
    return startAt.getTime() - t <= COUNTDOWN_WINDOW_MS
      ? { kind: 'live-in', until: startAt }
      : { kind: 'coming-soon' };
  }
  if (endAt && t >= endAt.getTime()) return { kind: 'ended', at: endAt };
  if (endAt && endAt.getTime() - t <= COUNTDOWN_WINDOW_MS) return { kind: 'ends-in', until: endAt };
  // 'Live' needs more than 30 days left or an end date; an open-ended drop always has more than 30 days left.
  return { kind: 'live' };
}

/** Buying is allowed only while available and not sold out. */
export const canBuy = (
  now: Date,
  start: string | Date,
  end: string | Date | null,
  soldOut: boolean,
): boolean => !soldOut && availabilityAt(now, start, end) === availability.available;
