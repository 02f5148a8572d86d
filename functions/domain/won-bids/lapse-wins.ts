import { NotificationType } from '../../../shared/domain/enums';
import { getAuction } from '../../data/auction';
import { tryTransactWrite } from '../../data/db';
import { getOrder } from '../../data/order';
import { recordEvent } from '../../data/outbox-event';
import { lapseWonBid, listWonBids } from '../../data/won-bid';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { finishWinOrder } from './pay-win';

export const winLapseScheduleName = (auctionId: string) => `won-bid-lapse-${auctionId}`;

/** Schedules the lapse of a pre-qualified auction's unpaid wins at their due time (same name: idempotent). */
export async function scheduleWinLapse(deps: Deps, auctionId: string, dueAt: string): Promise<void> {
  await deps.scheduler.scheduleOnce({
    name: winLapseScheduleName(auctionId),
    at: new Date(dueAt),
    target: { kind: 'won-bid-lapse', payload: { auctionId } },
  });
}

/**
 * Lapses every win of the auction still unpaid at its due time (spec part 2 §9: the winner pays within 24 hours):
 * the edition stays the platform's and the winner hears their bid was unsuccessful, in the lapse's transaction.
 * A win paid meanwhile fails the condition and stays paid; one whose charge is still under way (3-D Secure) lapses,
 * and that charge is refunded if it goes through (finishWinOrder). Answers the next due time of a win not yet due
 * (the schedule fired early), else null.
 */
export async function lapseUnpaidWins(deps: Deps, auctionId: string): Promise<string | null> {
  const auction = await getAuction(deps.db, auctionId);
  const now = deps.clock.now().toISOString();
  const pending = (await listWonBids(deps.db, auctionId)).filter((win) => win.status === 'pending_payment');
  for (const win of pending.filter((win) => win.dueAt <= now)) {
    // Paid in time through a 3-D Secure challenge the winner did not come back from: deliver, not lapse.
    const order = win.orderId ? await getOrder(deps.db, win.orderId) : undefined;
    if (order?.status === 'paid') {
      await finishWinOrder(deps, order);
      continue;
    }
    const subject = auction?.title ?? auctionId;
    const notice = newEvent(deps, 'NotificationRequested', {
      user_uuid: win.userId,
      notification_type: NotificationType.bidUnsuccessful,
      subject,
      auction: { id: auctionId, title: subject },
    });
    await tryTransactWrite(deps.db, [lapseWonBid(deps.db, win, now), recordEvent(deps.db, notice)]);
  }
  const later = pending.filter((win) => win.dueAt > now).map((win) => win.dueAt);
  return later.length > 0 ? (later.sort()[0] ?? null) : null;
}
