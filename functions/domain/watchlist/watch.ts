import { messages } from '../../../shared/domain/messages';
import { getAuction } from '../../data/auction';
import { getCollection } from '../../data/collection';
import { tryTransactWrite } from '../../data/db';
import { getNft } from '../../data/nft';
import {
  deleteWatch,
  getWatch,
  putNewWatch,
  updateWatchAlert,
  type WatchKind,
  type WatchRecord,
} from '../../data/watch';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { endingAlertOf } from './ending-soon';

/** The most NFTs and collections one user watches: enough for any collector, bounded for the watchlist page. */
export const WATCH_LIMIT = 500;
export const WATCH_LIMIT_REACHED = `You can watch at most ${WATCH_LIMIT} NFTs and collections.`;
export const NOT_WATCHING = 'You are not watching this.';

/**
 * What a watch starts from: a collection's current floor; an NFT's running bid auction, whose end the watcher
 * hears of an hour before (its listing alerts come from market events). 404 for an unknown target.
 */
async function readTarget(deps: Deps, kind: WatchKind, targetId: string) {
  if (kind === 'nft') {
    const nft = await getNft(deps.db, targetId);
    if (!nft) throw new NotFoundError();
    const auction = nft.auctionId ? await getAuction(deps.db, nft.auctionId) : undefined;
    return { floor: null, endingAlert: endingAlertOf(auction, deps.clock.now()) };
  }
  const collection = await getCollection(deps.db, targetId);
  if (!collection) throw new NotFoundError(messages.collectionNotFound);
  return { floor: collection.floorPriceCents ?? null, endingAlert: null };
}

/**
 * Watches an NFT or a collection, or changes the alert price of a watch (again: the same answer). A floor already
 * at or under a new collection alert price counts as alerted, so the alert waits for the next crossing.
 */
export async function watchTarget(
  deps: Deps,
  userUuid: string,
  kind: WatchKind,
  targetId: string,
  alertPriceCents: number | null,
): Promise<WatchRecord> {
  const { floor, endingAlert } = await readTarget(deps, kind, targetId);
  const now = deps.clock.now().toISOString();
  const change = {
    userUuid,
    kind,
    targetId,
    alertPriceCents,
    floorAlerted: alertPriceCents !== null && floor !== null && floor <= alertPriceCents,
    updatedAt: now,
  };
  const existing = await getWatch(deps.db, userUuid, kind, targetId);
  if (!existing) {
    const watch: WatchRecord = { ...change, endingAlert, createdAt: now };
    if (await tryTransactWrite(deps.db, putNewWatch(deps.db, watch, WATCH_LIMIT))) return watch;
    // Either a racing request made the same watch (then this is a change of it) or the limit is reached.
    if (!(await getWatch(deps.db, userUuid, kind, targetId)))
      throw new ConflictError(WATCH_LIMIT_REACHED, 'watch_limit');
  }
  if (!(await tryTransactWrite(deps.db, [updateWatchAlert(deps.db, change)])))
    throw new NotFoundError(NOT_WATCHING);
  return { ...change, createdAt: existing?.createdAt ?? now };
}

/** Stops watching; 404 when the caller has no such watch (another user's watches are never theirs to see). */
export async function unwatchTarget(
  deps: Deps,
  userUuid: string,
  kind: WatchKind,
  targetId: string,
): Promise<void> {
  if (!(await tryTransactWrite(deps.db, deleteWatch(deps.db, userUuid, kind, targetId))))
    throw new NotFoundError(NOT_WATCHING);
}
