import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { expiryIndexKeys, listDueInExpiryIndex } from './offer';
import { userKey } from './user';

/**
 * A user's watch of an NFT or a collection, in the user's partition (`WATCH#<kind>#<id>`), with an optional alert
 * price in cents: an NFT watch alerts when the NFT is listed at or under it, a collection watch when the floor falls
 * to or under it. gsi1 (`WATCHERS#<kind>#<id>`) lists a target's watchers for the alerts. The user's `WATCH_COUNT`
 * item counts their watches, so the limit holds even for watches added at once. An NFT watch made while the
 * NFT's bid auction runs sits in the ending-soon index (gsi3 `WATCH_ENDING#<shard>` by the time to alert, an hour
 * before the end) until the sweep alerts it; the user's `WATCH_ALERTED#ENDING#<auctionId>` marker, put once with
 * the alert, keeps it to one alert per auction even if the watch is removed and made again.
 */
export type WatchKind = 'nft' | 'collection';

export interface WatchRecord {
  userUuid: string;
  kind: WatchKind;
  targetId: string;
  alertPriceCents: number | null;
  /** Collection watches: the floor alert went out and waits for the floor to rise back above the price (re-armed). */
  floorAlerted: boolean;
  /** NFT watches: the running auction whose end to announce, and when (an hour before it, or at once). */
  endingAlert?: { auctionId: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

const WATCH_PREFIX = 'WATCH#';
const COUNT_SK = 'WATCH_COUNT';

export const watchKey = (userUuid: string, kind: WatchKind, targetId: string) => ({
  pk: userKey(userUuid).pk,
  sk: `${WATCH_PREFIX}${kind}#${targetId}`,
});
const watchersPk = (kind: WatchKind, targetId: string) => `WATCHERS#${kind}#${targetId}`;
const countKey = (userUuid: string) => ({ pk: userKey(userUuid).pk, sk: COUNT_SK });
const ENDING_INDEX = 'WATCH_ENDING';
const endingMarkerKey = (userUuid: string, auctionId: string) => ({
  pk: userKey(userUuid).pk,
  sk: `WATCH_ALERTED#ENDING#${auctionId}`,
});

const toItem = (watch: WatchRecord): Item => ({
  ...watchKey(watch.userUuid, watch.kind, watch.targetId),
  gsi1pk: watchersPk(watch.kind, watch.targetId),
  gsi1sk: watch.userUuid,
  ...(watch.endingAlert
    ? expiryIndexKeys(ENDING_INDEX, `${watch.userUuid}#${watch.targetId}`, watch.endingAlert.at)
    : {}),
  entity: 'watch',
  ...watch,
});

const fromItem = (item: Item) => recordOf<WatchRecord>(item);

export const getWatch = (db: Db, userUuid: string, kind: WatchKind, targetId: string) => {
  const key = watchKey(userUuid, kind, targetId);
  return getItem(db, key.pk, key.sk, fromItem);
};

/** The user's watches (strongly read: the watchlist page right after a change). */
export const listUserWatches = (db: Db, userUuid: string) =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: WATCH_PREFIX, consistent: true }, fromItem);

/** Who watches an NFT or a collection (eventually consistent; each alert's write re-checks the watch). */
export const listWatchers = (db: Db, kind: WatchKind, targetId: string) =>
  queryItems(db, { index: 'gsi1', pk: watchersPk(kind, targetId) }, fromItem);

/** A new watch, put only if new, with the user's count raised only while under the limit. */
export const putNewWatch = (db: Db, watch: WatchRecord, limit: number): TransactItem[] => [
  putNew(db, toItem(watch)),
  {
    Update: {
      TableName: db.tableName,
      Key: countKey(watch.userUuid),
      UpdateExpression: 'ADD watches :one',
      ConditionExpression: 'attribute_not_exists(watches) OR watches < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': limit },
    },
  },
];

/** A changed alert price on an existing watch; a collection watch's floor alert is armed again per `floorAlerted`. */
export const updateWatchAlert = (
  db: Db,
  watch: Pick<
    WatchRecord,
    'userUuid' | 'kind' | 'targetId' | 'alertPriceCents' | 'floorAlerted' | 'updatedAt'
  >,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: watchKey(watch.userUuid, watch.kind, watch.targetId),
    UpdateExpression: 'SET alertPriceCents = :price, floorAlerted = :alerted, updatedAt = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: {
      ':price': watch.alertPriceCents,
      ':alerted': watch.floorAlerted,
      ':at': watch.updatedAt,
    },
  },
});

/** Removes a watch that exists, giving its place in the user's count back. */
export const deleteWatch = (db: Db, userUuid: string, kind: WatchKind, targetId: string): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: watchKey(userUuid, kind, targetId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  },
  {
    Update: {
      TableName: db.tableName,
      Key: countKey(userUuid),
      UpdateExpression: 'ADD watches :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  },
];

/**
 * Flips a collection watch's floor alert, only from the other state and for the price read, so one crossing sends
 * one alert and a changed price in between wins.
 */
export const setFloorAlerted = (
  db: Db,
  watch: Pick<WatchRecord, 'userUuid' | 'targetId' | 'alertPriceCents'>,
  alerted: boolean,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: watchKey(watch.userUuid, 'collection', watch.targetId),
    UpdateExpression: 'SET floorAlerted = :alerted',
    ConditionExpression: 'floorAlerted = :before AND alertPriceCents = :price',
    ExpressionAttributeValues: { ':alerted': alerted, ':before': !alerted, ':price': watch.alertPriceCents },
  },
});

/** NFT watches whose auction's ending-soon alert is due at `now`, from every shard (eventually consistent). */
export const listDueEndingAlerts = (db: Db, now: Date, limitPerShard: number) =>
  listDueInExpiryIndex(db, ENDING_INDEX, now, limitPerShard, fromItem);

/** Takes a watch out of the ending-soon index (alerted, or its auction over); nothing if it is gone. */
export const clearEndingAlert = (
  db: Db,
  watch: Pick<WatchRecord, 'userUuid' | 'targetId'>,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: watchKey(watch.userUuid, 'nft', watch.targetId),
    UpdateExpression: 'REMOVE gsi3pk, gsi3sk, endingAlert',
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** The once-per-auction-and-user marker of an ending-soon alert, put only if new, in the alert's transaction. */
export const putEndingAlertMarker = (db: Db, userUuid: string, auctionId: string, at: string): TransactItem =>
  putNew(db, {
    ...endingMarkerKey(userUuid, auctionId),
    entity: 'watch-alert-marker',
    userUuid,
    auctionId,
    at,
  });
