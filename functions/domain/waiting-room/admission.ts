import { type DropRecord, getDrop } from '../../data/drop';
import { getWaitingRoom, getWaitingRoomEntry } from '../../data/waiting-room';
import type { Deps } from '../../lib/deps';
import { NotAdmittedError, waitingRoomMessages } from './errors';
import { isAdmitted } from './status';

/**
 * The purchase gate of a drop with a waiting room: only buyers admitted from it may buy (403 otherwise, saying
 * whether to join or to wait). Drops without a waiting room let everyone through. Reads only: the room and the
 * buyer's own entry.
 */
export async function assertAdmitted(deps: Deps, dropId: string, userUuid: string): Promise<void> {
  const drop = await getDrop(deps.db, dropId);
  if (drop) await assertAdmittedTo(deps, drop, userUuid);
}

/** assertAdmitted for a drop the caller has read already (a purchase reads it anyway). */
export async function assertAdmittedTo(
  deps: Deps,
  drop: Pick<DropRecord, 'id' | 'needsWaitingRoom'>,
  userUuid: string,
): Promise<void> {
  if (!drop.needsWaitingRoom) return;
  const [room, entry] = await Promise.all([
    getWaitingRoom(deps.db, drop.id),
    getWaitingRoomEntry(deps.db, drop.id, userUuid),
  ]);
  if (!entry) throw new NotAdmittedError(waitingRoomMessages.notJoined);
  if (!isAdmitted(room, entry)) throw new NotAdmittedError(waitingRoomMessages.notYourTurn(entry.position));
}
