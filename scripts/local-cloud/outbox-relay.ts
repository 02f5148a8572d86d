import { listPendingEntries } from '../../functions/data/outbox-event';
import { relayEvents } from '../../functions/events/outbox-relay';
import type { Deps } from '../../functions/lib/deps';
import { IDLE_PAUSE_MAX_MS, type Poller, startPoller, type TickOutcome } from './poller';

const BATCH_SIZE = 100;

/**
 * The local stand-in for the table's stream: polls pending outbox events and relays them with the same code the
 * stream Lambda runs (publish on deps.bus, then delete).
 */
export function startOutboxRelay(deps: Deps, intervalMs: number): Poller {
  return startPoller({
    name: 'outbox-relay',
    intervalMs,
    // The cloud's writes wake it (runtime.ts); the pause only bounds how late another process's write is relayed.
    idleMaxMs: Math.max(intervalMs, IDLE_PAUSE_MAX_MS),
    logger: deps.logger,
    async tick(): Promise<TickOutcome> {
      const entries = await listPendingEntries(deps.db, BATCH_SIZE);
      await relayEvents(deps, entries);
      return entries.length === BATCH_SIZE ? 'more' : entries.length > 0 ? 'some' : 'none';
    },
  });
}
