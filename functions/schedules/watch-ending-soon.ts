import { alertEndingAuctions } from '../domain/watchlist/ending-soon';
import type { Deps } from '../lib/deps';
import type { RecurringSchedule } from '../lib/ports/scheduler';

export const WATCH_ENDING_SOON = 'watch-ending-soon';

/**
 * Once a minute: watchers of an NFT whose auction ends within the hour hear of it once
 * (functions/domain/watchlist/ending-soon.ts). A standing sweep of an index of watches rather than a schedule
 * per auction: nothing to create as watches come and go, and no API family needs to create schedules.
 */
export const watchEndingSoonSchedule: RecurringSchedule = {
  name: WATCH_ENDING_SOON,
  everySeconds: 60,
  target: { kind: WATCH_ENDING_SOON, payload: {} },
};

export async function applyWatchEndingSoon(deps: Deps): Promise<void> {
  await alertEndingAuctions(deps);
}
