import * as z from '../../../shared/zod';
import { tryTransactWrite } from '../../data/db';
import { getDrop } from '../../data/drop';
import { recordEvent } from '../../data/outbox-event';
import {
  admitThrough,
  advancePlacedCount,
  getWaitingRoom,
  listWaitingRoomEntries,
  placeEntry,
  type WaitingRoomEntryRecord,
  type WaitingRoomRecord,
} from '../../data/waiting-room';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { roundAt } from './policy';
import { scheduleNextRound } from './schedule';
import { fairShuffle } from './shuffle';

export const waitingRoomRoundPayloadSchema = z.object({ dropId: z.string() });

/** Entries placed per transaction, with the room's counter (a transaction takes 100 items). */
const PLACE_BATCH = 99;

const byJoinOrder = (a: WaitingRoomEntryRecord, b: WaitingRoomEntryRecord) =>
  a.joinedAt.localeCompare(b.joinedAt) || a.userUuid.localeCompare(b.userUuid);

/**
 * The queue order of entries without a position: everyone who joined before the start in a fair random order,
 * then the late joiners in join order.
 */
export function queueOrder(unplaced: WaitingRoomEntryRecord[], startsAt: string): WaitingRoomEntryRecord[] {
  const early = unplaced.filter((entry) => entry.joinedAt < startsAt);
  const late = unplaced.filter((entry) => entry.joinedAt >= startsAt).sort(byJoinOrder);
  return [...fairShuffle(early), ...late];
}

/**
 * Places entries after the positions taken, a batch per transaction with the room's counter moved on from the
 * value read: a concurrent round (a double fire) makes one of them stop (answering false) and leave the rest to
 * the other.
 */
async function placeInOrder(
  deps: Deps,
  room: WaitingRoomRecord,
  order: WaitingRoomEntryRecord[],
): Promise<boolean> {
  let placed = room.placedCount;
  for (let start = 0; start < order.length; start += PLACE_BATCH) {
    const batch = order.slice(start, start + PLACE_BATCH);
    const written = await tryTransactWrite(deps.db, [
      ...batch.map((entry, i) => placeEntry(deps.db, room.dropId, entry.userUuid, placed + i + 1)),
      advancePlacedCount(deps.db, room.dropId, placed, placed + batch.length),
    ]);
    if (!written) return false;
    placed += batch.length;
  }
  return true;
}

/**
 * An admission round (schedule 'waiting-room-round'), once a minute from the drop's start: places whoever has no
 * position yet, then admits the room's next admitPerRound positions, once per round whatever fires twice. The
 * rounds go on while anyone is unplaced or waiting; when the room was already quiet, they stop until a late
 * joiner wakes them (join.ts).
 */
export async function runWaitingRoomRound(deps: Deps, payload: unknown): Promise<void> {
  const { dropId } = waitingRoomRoundPayloadSchema.parse(payload);
  const [drop, room] = await Promise.all([getDrop(deps.db, dropId), getWaitingRoom(deps.db, dropId)]);
  if (!drop || !room) {
    deps.logger.warn('waiting-room round for a missing drop or room', { dropId });
    return;
  }
  const now = deps.clock.now();
  const round = roundAt(room.startsAt, now);
  if (round < 0) {
    await scheduleNextRound(deps, dropId, room.startsAt);
    return;
  }
  const unplaced = (await listWaitingRoomEntries(deps.db, dropId)).filter((entry) => entry.position === null);
  const placedAll = await placeInOrder(deps, room, queueOrder(unplaced, room.startsAt));
  // The counts after placing; a firing that lost the placing to another leaves the admission to it.
  const current = (await getWaitingRoom(deps.db, dropId)) ?? room;
  if (placedAll && current.lastRound < round) {
    const through = Math.min(current.placedCount, current.admittedThrough + current.admitPerRound);
    // Waiting pages look again at once when positions were admitted (live updates).
    const admitted =
      through > current.admittedThrough
        ? [
            recordEvent(
              deps.db,
              newEvent(deps, 'WaitingRoomAdmitted', { drop_id: dropId, admitted_through: through }),
            ),
          ]
        : [];
    await tryTransactWrite(deps.db, [
      admitThrough(deps.db, dropId, round, current.lastRound, through),
      ...admitted,
    ]);
  }
  const wasQuiet = unplaced.length === 0 && room.admittedThrough >= room.placedCount;
  const ended = drop.featureUntil !== null && now >= new Date(drop.featureUntil);
  if (!wasQuiet && !ended) await scheduleNextRound(deps, dropId, room.startsAt);
  deps.logger.info('waiting-room round', {
    dropId,
    round,
    placed: current.placedCount,
    unplaced: unplaced.length,
  });
}
