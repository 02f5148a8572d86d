import { auctionKind, dutchNextRun, dutchScheduleOf } from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import type { Deps } from '../../lib/deps';

export const auctionCloseScheduleName = (auctionId: string) => `auction-close-${auctionId}`;
export const dutchTickScheduleName = (auctionId: string) => `dutch-tick-${auctionId}`;

/**
 * Schedules the close of a bid auction at its end (now, if the end has passed: the close then runs at once).
 * Re-scheduling replaces the schedule of the same name, so calling it again after a change of `ends` is safe.
 */
export async function scheduleAuctionClose(deps: Deps, auction: AuctionRecord): Promise<boolean> {
  if (auctionKind(auction.auctionType).mode !== 'bid' || auction.ends === null) return false;
  const ends = new Date(auction.ends);
  const now = deps.clock.now();
  await deps.scheduler.scheduleOnce({
    name: auctionCloseScheduleName(auction.id),
    at: ends > now ? ends : now,
    target: { kind: 'auction-close', payload: { auctionId: auction.id } },
  });
  return true;
}

/**
 * Schedules a Dutch auction's next price reduction (interval.next_run), if one is left. Each tick schedules the
 * next, so the ticks fall exactly on the interval's ends from `starts` and stop at the floor or the end.
 */
export async function scheduleNextDutchTick(deps: Deps, auction: AuctionRecord): Promise<Date | null> {
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'buy' || !kind.fallingPrice || auction.interval === null) return null;
  const next = dutchNextRun(dutchScheduleOf(auction), deps.clock.now());
  if (!next) return null;
  await deps.scheduler.scheduleOnce({
    name: dutchTickScheduleName(auction.id),
    at: next,
    target: { kind: 'dutch-tick', payload: { auctionId: auction.id } },
  });
  return next;
}

/** Every schedule an auction needs when it is written: its close, or its first Dutch tick. */
export async function scheduleAuction(deps: Deps, auction: AuctionRecord): Promise<void> {
  await scheduleAuctionClose(deps, auction);
  await scheduleNextDutchTick(deps, auction);
}
