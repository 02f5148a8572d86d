import { tryTransactWrite } from '../../data/db';
import { getWaitingRoom, getWaitingRoomEntry, putNewWaitingRoomEntry } from '../../data/waiting-room';
import type { Deps } from '../../lib/deps';
import { WaitingRoomUnavailableError, waitingRoomMessages } from './errors';
import { openWaitingRoom } from './open';
import { opensAtOf } from './policy';
import { scheduleNextRound } from './schedule';
import { mustGetRoomDrop, statusOf, type WaitingRoomStatus } from './status';

/**
 * Joins the drop's waiting room from its opening to its end; joining again answers the same place. A joiner
 * writes only their own entry. Positions are drawn by the admission rounds: at the start for everyone who joined
 * before it, then in join order. The first joiners open the room. A joiner after the start reads the room
 * after writing their entry and wakes the rounds when they had stopped (everyone placed and admitted): a round
 * stops only when the room was quiet when it read it, so a late joiner is never left unplaced.
 */
export async function joinWaitingRoom(
  deps: Deps,
  dropId: string,
  userUuid: string,
): Promise<WaitingRoomStatus> {
  const drop = await mustGetRoomDrop(deps, dropId);
  const now = deps.clock.now();
  if (now < opensAtOf(drop)) throw new WaitingRoomUnavailableError(waitingRoomMessages.notOpenYet);
  if (drop.featureUntil !== null && now >= new Date(drop.featureUntil)) {
    throw new WaitingRoomUnavailableError(waitingRoomMessages.dropEnded);
  }
  await tryTransactWrite(deps.db, [
    putNewWaitingRoomEntry(deps.db, { dropId: drop.id, userUuid, joinedAt: now.toISOString() }),
  ]);
  const room = (await getWaitingRoom(deps.db, drop.id)) ?? (await openWaitingRoom(deps, drop));
  const roundsStopped = room !== undefined && room.admittedThrough >= room.placedCount;
  if (room && roundsStopped && now >= new Date(room.startsAt)) {
    await scheduleNextRound(deps, drop.id, room.startsAt);
  }
  return statusOf(drop, room, await getWaitingRoomEntry(deps.db, drop.id, userUuid), now);
}
