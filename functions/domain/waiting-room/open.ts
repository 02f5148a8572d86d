import { tryTransactWrite } from '../../data/db';
import type { DropRecord } from '../../data/drop';
import { getWaitingRoom, putNewWaitingRoom, type WaitingRoomRecord } from '../../data/waiting-room';
import type { Deps } from '../../lib/deps';
import { ADMITTED_PER_ROUND, opensAtOf } from './policy';
import { scheduleNextRound } from './schedule';

/**
 * Opens a drop's room (once: an existing room stays as it is) with its first round scheduled at the start.
 * Scheduling comes first and is the same for every caller, so one failing after it leaves no room unscheduled.
 */
export async function openWaitingRoom(
  deps: Deps,
  drop: DropRecord,
  admitPerRound = ADMITTED_PER_ROUND,
): Promise<WaitingRoomRecord | undefined> {
  await scheduleNextRound(deps, drop.id, drop.featureAt);
  await tryTransactWrite(deps.db, [
    putNewWaitingRoom(deps.db, {
      dropId: drop.id,
      opensAt: opensAtOf(drop).toISOString(),
      startsAt: drop.featureAt,
      admitPerRound,
    }),
  ]);
  return getWaitingRoom(deps.db, drop.id);
}
