import { dutchPriceAt, dutchScheduleOf, dutchState } from '../../shared/rules/auctions';
import * as z from '../../shared/zod';
import { getAuction, setDutchNextRun } from '../data/auction';
import { tryTransactWrite } from '../data/db';
import { scheduleNextDutchTick } from '../domain/auction-close/schedules';
import type { Deps } from '../lib/deps';

export const dutchTickPayloadSchema = z.object({ auctionId: z.string() });

/**
 * Fired at each price reduction of a Dutch auction. The price and the state (InProgress, ReachedFloorPrice,
 * HasEndedButNotSold, SoldOut) are functions of the clock, read by every request, so the tick changes neither:
 * it stores the next reduction time (interval.next_run, shown by the auction lists) and schedules that tick.
 * Firing twice schedules the same next tick again.
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
  if (next) await tryTransactWrite(deps.db, [setDutchNextRun(deps.db, auction.id, next.toISOString())]);
  const schedule = dutchScheduleOf(auction);
  deps.logger.info('dutch price reduced', {
    auctionId,
    priceCents: dutchPriceAt(schedule, now),
    state: dutchState(schedule, auction.soldOut, now),
    nextRun: next?.toISOString() ?? null,
  });
}
