import type { Deps } from '../../lib/deps';
import { roundAt, roundStartsAt } from './policy';

export const WAITING_ROOM_ROUND = 'waiting-room-round';

export const roundScheduleName = (dropId: string, round: number) =>
  `${WAITING_ROOM_ROUND}-${dropId}-${round}`;

/**
 * Schedules the room's next admission round after `now` (the first one at the start). Each round has its own
 * name, so the many callers asking for the same round make one schedule and never push a pending round later.
 */
export async function scheduleNextRound(deps: Deps, dropId: string, startsAt: string): Promise<void> {
  const round = Math.max(0, roundAt(startsAt, deps.clock.now()) + 1);
  await deps.scheduler.scheduleOnce({
    name: roundScheduleName(dropId, round),
    at: roundStartsAt(startsAt, round),
    target: { kind: WAITING_ROOM_ROUND, payload: { dropId } },
  });
}
