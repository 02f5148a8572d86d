import { dutchPriceAt, dutchScheduleOf, dutchState } from '../../shared/rules/auctions';
import * as z from '../../shared/zod';
import { getAuction, setDutchNextRun } from '../data/auction';
import { tryTransactWrite } from '../data/db';
import { recordEvent } from '../data/outbox-event';
import { scheduleNextDutchTick } from '../domain/auction-close/schedules';
import { newEvent } from '../events/catalog';
import type { Deps } from '../lib/deps';

export const dutchTickPayloadSchema = z.object({ auctionId: z.string() });

/**
 * Fired at each price reduction of a Dutch auction. The price and the state (InProgress, ReachedFloorPrice,
 * HasEndedButNotSold, SoldOut) are functions of the clock, read by every request, so the tick changes neither:
 * it stores the next reduction time (interval.next_run, shown by the auction lists) and schedules that tick.
 * Firing twice schedules the same next tick again. Open auction pages hear of the new price (AuctionChanged).
 */
export async function applyDutchTick(deps: Deps, payload: unknown): Promise<void> {
  const { auctionId } = dutchTickPayloadSchema.parse(payload);
  const auction = await getAuction(deps.db, auctionId);
  if (!auction?.interval) {
    deps.logger.warn('dutch-tick schedule for a missing or non-Dutch auction', { auctionId });
    return;
  }
  const now = deps.clock.now();
  const next = await scheduleNextDutchTick(deps, auction);
  const reduced = recordEvent(
    deps.db,
    newEvent(deps, 'AuctionChanged', { auction_id: auction.id, change: 'dutch_price' }),
  );
  await tryTransactWrite(
    deps.db,
    next ? [setDutchNextRun(deps.db, auction.id, next.toISOString()), reduced] : [reduced],
  );
  const schedule = dutchScheduleOf(auction);
  deps.logger.info('dutch price reduced', {
    auctionId,
    priceCents: dutchPriceAt(schedule, now),
    state: dutchState(schedule, auction.soldOut, now),
    nextRun: next?.toISOString() ?? null,
  });
}
