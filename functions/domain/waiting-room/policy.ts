import type { DropRecord } from '../../data/drop';

/** The room opens this long before the drop (the drop rules say 'a waiting room that opens 15 minutes early'). */
export const OPENS_BEFORE_START_MS = 15 * 60 * 1000;

/** Admission rounds run this often from the drop's start (one-time schedules fire to the minute)... */
export const ROUND_MS = 60 * 1000;

/** ...and each admits this many more people, in position order (a room's default admitPerRound). */
export const ADMITTED_PER_ROUND = 500;

export const opensAtOf = (drop: Pick<DropRecord, 'featureAt'>): Date =>
  new Date(new Date(drop.featureAt).getTime() - OPENS_BEFORE_START_MS);

/** The round under way at `now` (0 from the start); negative before the start. */
export const roundAt = (startsAt: string, now: Date): number =>
  Math.floor((now.getTime() - new Date(startsAt).getTime()) / ROUND_MS);

/** When a round starts. */
export const roundStartsAt = (startsAt: string, round: number): Date =>
  new Date(new Date(startsAt).getTime() + round * ROUND_MS);
