import { availabilityAt, nextTransitionAt } from '../../shared/rules/timed-state';
import * as z from '../../shared/zod';
import { transactWrite } from '../data/db';
import { changeAvailability, type DropRecord, getDrop } from '../data/drop';
import { recordEvent } from '../data/outbox-event';
import { newEvent } from '../events/catalog';
import type { Deps } from '../lib/deps';

export const dropStatePayloadSchema = z.object({ dropId: z.string() });

export const dropScheduleName = (dropId: string) => `drop-state-${dropId}`;

/** Schedules the drop's next availability change (at feature_at, then at feature_until). */
export async function scheduleNextDropTransition(deps: Deps, drop: DropRecord): Promise<void> {
  const at = nextTransitionAt(deps.clock.now(), drop.featureAt, drop.featureUntil);
  if (!at) return;
  await deps.scheduler.scheduleOnce({
    name: dropScheduleName(drop.id),
    at,
    target: { kind: 'drop-state', payload: { dropId: drop.id } },
  });
}

/**
 * Fired by the scheduler: moves the drop to the availability its dates give now, with a DropStateChanged
 * event in the same transaction, then schedules the next change. Firing twice changes nothing the second time.
 */
export async function applyDropState(deps: Deps, payload: unknown): Promise<void> {
  const { dropId } = dropStatePayloadSchema.parse(payload);
  const drop = await getDrop(deps.db, dropId);
  if (!drop) {
    deps.logger.warn('drop-state schedule for a missing drop', { dropId });
    return;
  }
  const to = availabilityAt(deps.clock.now(), drop.featureAt, drop.featureUntil);
  if (to !== drop.availability) {
    await transactWrite(deps.db, [
      changeAvailability(deps.db, drop.id, drop.availability, to),
      recordEvent(
        deps.db,
        newEvent(deps, 'DropStateChanged', { drop_id: drop.id, from: drop.availability, to }),
      ),
    ]);
    deps.logger.info('drop state changed', { dropId, from: drop.availability, to });
  }
  await scheduleNextDropTransition(deps, { ...drop, availability: to });
}
