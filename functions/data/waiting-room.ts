import { createHash } from 'node:crypto';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { dropKey } from './drop';

/**
 * A drop's virtual waiting room. The room item holds the queue's counters and is written only by the admission
 * rounds (one writer, on a schedule); a joiner writes only their own entry. Entries are spread over shard
 * partitions so a rush of joiners does not write one partition.
 */
export interface WaitingRoomRecord {
  dropId: string;
  opensAt: string;
  startsAt: string;
  /** How many more people each admission round lets in (what the shop can serve in a round). */
  admitPerRound: number;
  /** Entries given a position so far: positions 1..placedCount are taken. */
  placedCount: number;
  /** Everyone at or before this position may buy. */
  admittedThrough: number;
  /** The last admission round that admitted (rounds count from startsAt; -1 before the first). */
  lastRound: number;
}

export interface WaitingRoomEntryRecord {
  dropId: string;
  userUuid: string;
  joinedAt: string;
  /** Drawn at the start for everyone who joined before it; then in join order. Null until placed. */
  position: number | null;
}

export const ENTRY_SHARDS = 16;

export const waitingRoomKey = (dropId: string) => ({ pk: dropKey(dropId).pk, sk: 'WAITING_ROOM' });

const entryShardPk = (dropId: string, shard: number) => `WAITING_ROOM#${dropId}#${shard}`;

const shardOf = (userUuid: string) =>
  createHash('sha256').update(userUuid).digest().readUInt32BE(0) % ENTRY_SHARDS;

export const waitingRoomEntryKey = (dropId: string, userUuid: string) => ({
  pk: entryShardPk(dropId, shardOf(userUuid)),
  sk: `USER#${userUuid}`,
});

const roomFromItem = (item: Item) => recordOf<WaitingRoomRecord>(item);

/** The position attribute is absent until placed (the placing update's condition relies on it). */
const entryFromItem = (item: Item): WaitingRoomEntryRecord => {
  const { position, ...entry } = recordOf<Omit<WaitingRoomEntryRecord, 'position'> & { position?: number }>(
    item,
  );
  return { ...entry, position: position ?? null };
};

export const getWaitingRoom = (db: Db, dropId: string) =>
  getItem(db, waitingRoomKey(dropId).pk, waitingRoomKey(dropId).sk, roomFromItem);

/** Creates the room with empty counters; fails its condition when it exists. */
export const putNewWaitingRoom = (
  db: Db,
  room: Pick<WaitingRoomRecord, 'dropId' | 'opensAt' | 'startsAt' | 'admitPerRound'>,
): TransactItem =>
  putNew(db, {
    ...waitingRoomKey(room.dropId),
    entity: 'waiting-room',
    ...room,
    placedCount: 0,
    admittedThrough: 0,
    lastRound: -1,
  } satisfies Item & WaitingRoomRecord);

export const getWaitingRoomEntry = (db: Db, dropId: string, userUuid: string) => {
  const key = waitingRoomEntryKey(dropId, userUuid);
  return getItem(db, key.pk, key.sk, entryFromItem);
};

/** Joins once: a second join of the same user (a retry, two tabs) fails its condition. */
export const putNewWaitingRoomEntry = (
  db: Db,
  entry: Omit<WaitingRoomEntryRecord, 'position'>,
): TransactItem =>
  putNew(db, {
    ...waitingRoomEntryKey(entry.dropId, entry.userUuid),
    entity: 'waiting-room-entry',
    ...entry,
  });

/** Every entry of the room (read by the admission round only), consistently, shard by shard. */
export async function listWaitingRoomEntries(db: Db, dropId: string): Promise<WaitingRoomEntryRecord[]> {
  const shards = await Promise.all(
    Array.from({ length: ENTRY_SHARDS }, (_, shard) =>
      queryItems(db, { pk: entryShardPk(dropId, shard), consistent: true }, entryFromItem),
    ),
  );
  return shards.flat();
}

/** Gives an entry its position, once: fails its condition when it was placed already. */
export const placeEntry = (db: Db, dropId: string, userUuid: string, position: number): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: waitingRoomEntryKey(dropId, userUuid),
    UpdateExpression: 'SET #position = :position',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#position)',
    ExpressionAttributeNames: { '#position': 'position' },
    ExpressionAttributeValues: { ':position': position },
  },
});

/** Moves the placed count on, only from the count the round read (two rounds never take the same positions). */
export const advancePlacedCount = (db: Db, dropId: string, from: number, to: number): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: waitingRoomKey(dropId),
    UpdateExpression: 'SET placedCount = :to',
    ConditionExpression: 'placedCount = :from',
    ExpressionAttributeValues: { ':from': from, ':to': to },
  },
});

/** Admits through a position for a round, once per round (a double-fired round admits nobody more). */
export const admitThrough = (
  db: Db,
  dropId: string,
  round: number,
  fromRound: number,
  through: number,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: waitingRoomKey(dropId),
    UpdateExpression: 'SET admittedThrough = :through, lastRound = :round',
    ConditionExpression: 'lastRound = :fromRound',
    ExpressionAttributeValues: { ':through': through, ':round': round, ':fromRound': fromRound },
  },
});
