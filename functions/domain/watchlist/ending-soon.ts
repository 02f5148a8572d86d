import { NotificationType } from '../../../shared/domain/enums';
import { auctionKind } from '../../../shared/rules/auctions';
import { type AuctionRecord, getAuction } from '../../data/auction';
import { tryTransactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import {
  clearEndingAlert,
  listDueEndingAlerts,
  putEndingAlertMarker,
  type WatchRecord,
} from '../../data/watch';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

/** 'Auction ending soon' goes out this long before the end. */
export const ENDING_SOON_MS = 60 * 60 * 1000;
/** Watches looked at per index shard and run; the rest wait for the next run (one a minute). */
const BATCH_PER_SHARD = 50;

/**
 * When a watch of the auction's NFT should hear that it ends soon: an hour before the end (at once inside the
 * last hour); null unless it is a bid auction that has not ended.
 */
export function endingAlertOf(auction: AuctionRecord | undefined, now: Date): WatchRecord['endingAlert'] {
  if (!auction || auction.ends === null || auctionKind(auction.auctionType).mode !== 'bid') return null;
  const ends = new Date(auction.ends).getTime();
  if (now.getTime() >= ends) return null;
  return {
    auctionId: auction.id,
    at: new Date(Math.max(now.getTime(), ends - ENDING_SOON_MS)).toISOString(),
  };
}

/**
 * The ending-soon sweep: each watch due in the index gets 'Auction ending soon' (29) with its once-per-auction
 * marker, and leaves the index, in one transaction; a watcher already told (the marker exists), a watch gone or
 * an auction already over only leaves the index. Answers how many were alerted.
 */
export async function alertEndingAuctions(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let alerted = 0;
  for (const watch of await listDueEndingAlerts(deps.db, now, BATCH_PER_SHARD)) {
    const ending = watch.endingAlert;
    const auction = ending ? await getAuction(deps.db, ending.auctionId) : undefined;
    const running = auction?.ends != null && now < new Date(auction.ends);
    const told =
      running &&
      (await tryTransactWrite(deps.db, [
        putEndingAlertMarker(deps.db, watch.userUuid, auction.id, now.toISOString()),
        clearEndingAlert(deps.db, watch),
        recordEvent(
          deps.db,
          newEvent(deps, 'NotificationRequested', {
            user_uuid: watch.userUuid,
            notification_type: NotificationType.watchedAuctionEndingSoon,
            subject: auction.title,
            auction: { id: auction.id, title: auction.title },
            nft_uuid: watch.targetId,
          }),
        ),
      ]));
    if (told) alerted++;
    else await tryTransactWrite(deps.db, [clearEndingAlert(deps.db, watch)]);
  }
  return alerted;
}
