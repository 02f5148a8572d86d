import { type DropRecord, getDrop } from '../../data/drop';
import {
  getWaitingRoom,
  getWaitingRoomEntry,
  type WaitingRoomEntryRecord,
  type WaitingRoomRecord,
} from '../../data/waiting-room';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { WaitingRoomUnavailableError, waitingRoomMessages } from './errors';
import { opensAtOf } from './policy';

export type WaitingRoomState = 'closed' | 'not_joined' | 'waiting' | 'admitted';

/** The caller's place in a drop's waiting room. */
export interface WaitingRoomStatus {
  state: WaitingRoomState;
  opensAt: Date;
  startsAt: string;
  position: number | null;
  admittedThrough: number;
  queueLength: number;
}

/** The drop, if it has a waiting room: 404 for an unknown drop, 409 for one without a room. */
export async function mustGetRoomDrop(deps: Deps, dropId: string): Promise<DropRecord> {
  const drop = await getDrop(deps.db, dropId);
  if (!drop) throw new NotFoundError('Drop not found.');
  if (!drop.needsWaitingRoom) throw new WaitingRoomUnavailableError(waitingRoomMessages.noWaitingRoom);
  return drop;
}

export const isAdmitted = (
  room: Pick<WaitingRoomRecord, 'admittedThrough'> | undefined,
  entry: Pick<WaitingRoomEntryRecord, 'position'> | undefined,
): boolean => !!room && !!entry && entry.position !== null && entry.position <= room.admittedThrough;

/** A room nobody joined yet has no item: it reads as empty. */
export function statusOf(
  drop: DropRecord,
  room: WaitingRoomRecord | undefined,
  entry: WaitingRoomEntryRecord | undefined,
  now: Date,
): WaitingRoomStatus {
  const opensAt = opensAtOf(drop);
  const joinedState: WaitingRoomState = isAdmitted(room, entry) ? 'admitted' : 'waiting';
  const openState: WaitingRoomState = now < opensAt ? 'closed' : 'not_joined';
  return {
    state: entry ? joinedState : openState,
    opensAt,
    startsAt: drop.featureAt,
    position: entry?.position ?? null,
    admittedThrough: room?.admittedThrough ?? 0,
    queueLength: room?.placedCount ?? 0,
  };
}

export async function readWaitingRoomStatus(
  deps: Deps,
  dropId: string,
  userUuid: string,
): Promise<WaitingRoomStatus> {
  const drop = await mustGetRoomDrop(deps, dropId);
  const [room, entry] = await Promise.all([
    getWaitingRoom(deps.db, drop.id),
    getWaitingRoomEntry(deps.db, drop.id, userUuid),
  ]);
  return statusOf(drop, room, entry, deps.clock.now());
}
