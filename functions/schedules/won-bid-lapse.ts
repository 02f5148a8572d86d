import * as z from '../../shared/zod';
import { lapseUnpaidWins, scheduleWinLapse } from '../domain/won-bids/lapse-wins';
import type { Deps } from '../lib/deps';

const winLapsePayloadSchema = z.object({ auctionId: z.string() });

/** Fired at a pre-qualified auction's payment due time: lapses its unpaid wins (again later if fired early). */
export async function applyWinLapse(deps: Deps, payload: unknown): Promise<void> {
  const { auctionId } = winLapsePayloadSchema.parse(payload);
  const next = await lapseUnpaidWins(deps, auctionId);
  if (next !== null) await scheduleWinLapse(deps, auctionId, next);
}
