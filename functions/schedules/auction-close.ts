import * as z from '../../shared/zod';
import { getAuction } from '../data/auction';
import { closeAuction } from '../domain/auction-close/close-auction';
import { scheduleAuctionClose } from '../domain/auction-close/schedules';
import type { Deps } from '../lib/deps';

export const auctionClosePayloadSchema = z.object({ auctionId: z.string() });

/**
 * Fired by the scheduler at the auction's end: closes it. A failure throws, so the scheduler fires it again and
 * the close continues where it stopped; fired before the end (the end moved), it schedules itself at the end.
 */
export async function applyAuctionClose(deps: Deps, payload: unknown): Promise<void> {
  const { auctionId } = auctionClosePayloadSchema.parse(payload);
  const auction = await getAuction(deps.db, auctionId);
  if (!auction) {
    deps.logger.warn('auction-close schedule for a missing auction', { auctionId });
    return;
  }
  const outcome = await closeAuction(deps, auctionId);
  if (outcome.status === 'notDue') await scheduleAuctionClose(deps, auction);
  if (outcome.status === 'closed') {
    deps.logger.info('auction closed', {
      auctionId,
      winners: outcome.close.winners.length,
      losers: outcome.close.losers.length,
    });
  }
}
