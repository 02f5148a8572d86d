import * as z from '../../shared/zod';
import { DRAW_CLOSE } from '../domain/draws/close-schedule';
import { applyListingEnd, LISTING_END } from '../domain/storefront/listing-end-schedule';
import { runWaitingRoomRound } from '../domain/waiting-room/round';
import { WAITING_ROOM_ROUND } from '../domain/waiting-room/schedule';
import { PAYOUT_BATCH, runPayoutBatch } from '../domain/withdrawals/payout-batch';
import { type Deps, getDeps } from '../lib/deps';
import { applyAuctionClose } from './auction-close';
import { applyDrawClose } from './draw-close';
import { applyDropState } from './drop-state';
import { applyDutchTick } from './dutch-tick';
import { applyFundsRelease, FUNDS_RELEASE } from './funds-release';
import { applyOfferExpiry, OFFER_EXPIRY } from './offer-expiry';
import { applyRecoverySweep, RECOVERY_SWEEP } from './recovery-sweep';
import { applyWatchEndingSoon, WATCH_ENDING_SOON } from './watch-ending-soon';
import { applyWinLapse } from './won-bid-lapse';

/** What each schedule kind runs. */
export const scheduleKinds: Record<string, (deps: Deps, payload: unknown) => Promise<void>> = {
  'drop-state': applyDropState,
  'auction-close': applyAuctionClose,
  [DRAW_CLOSE]: applyDrawClose,
  'dutch-tick': applyDutchTick,
  [WAITING_ROOM_ROUND]: runWaitingRoomRound,
  'won-bid-lapse': applyWinLapse,
  [RECOVERY_SWEEP]: applyRecoverySweep,
  [OFFER_EXPIRY]: applyOfferExpiry,
  [FUNDS_RELEASE]: applyFundsRelease,
  [WATCH_ENDING_SOON]: applyWatchEndingSoon,
  [LISTING_END]: applyListingEnd,
  [PAYOUT_BATCH]: async (deps) => {
    await runPayoutBatch(deps);
  },
};

const targetSchema = z.object({ kind: z.string(), payload: z.record(z.string(), z.unknown()) });

/** The one Lambda EventBridge Scheduler invokes (and the local scheduler's poller calls). */
export async function fireSchedule(deps: Deps, event: unknown): Promise<void> {
  const target = targetSchema.parse(event);
  const run = scheduleKinds[target.kind];
  if (!run) throw new Error(`Unknown schedule kind ${target.kind}`);
  await run(deps, target.payload);
}

export const handler = (event: unknown) => fireSchedule(getDeps(), event);
