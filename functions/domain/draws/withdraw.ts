import { tryTransactWrite } from '../../data/db';
import { drawStillOpen, getDraw } from '../../data/draw';
import {
  advanceRegistration,
  type DrawRegistrationRecord,
  getRegistration,
} from '../../data/draw-registration';
import type { Deps } from '../../lib/deps';
import { releaseHold } from '../payments/release-hold';
import { DrawClosedError, NotRegisteredError } from './errors';

/**
 * Withdraws the caller's registration before the close: `withdrawn` only while the draw is open (one
 * transaction), then its hold released once (idempotent; if this stops in between, the close releases it).
 */
export async function withdrawFromDraw(
  deps: Deps,
  packId: string,
  userUuid: string,
): Promise<DrawRegistrationRecord> {
  const [draw, registration] = await Promise.all([
    getDraw(deps.db, packId),
    getRegistration(deps.db, packId, userUuid),
  ]);
  if (registration?.status !== 'registered') throw new NotRegisteredError();
  const at = deps.clock.now().toISOString();
  if (!draw || at >= draw.closesAt) throw new DrawClosedError();
  const withdrawn = await tryTransactWrite(deps.db, [
    advanceRegistration(deps.db, registration, ['registered'], 'withdrawn', at),
    drawStillOpen(deps.db, packId),
  ]);
  if (!withdrawn) {
    if ((await getDraw(deps.db, packId))?.status !== 'open') throw new DrawClosedError();
    throw new NotRegisteredError();
  }
  await releaseHold(deps, { holdId: registration.holdId });
  return { ...registration, status: 'withdrawn', updatedAt: at };
}
