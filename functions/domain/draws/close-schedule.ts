import type { PackDrawRecord } from '../../data/draw';
import type { Deps } from '../../lib/deps';

export const DRAW_CLOSE = 'draw-close';

export const drawCloseScheduleName = (packId: string) => `draw-close-${packId}`;

/** Schedules the draw's close at its closesAt (now, if that has passed); the same name replaces it. */
export async function scheduleDrawClose(deps: Deps, draw: Pick<PackDrawRecord, 'packId' | 'closesAt'>) {
  const closesAt = new Date(draw.closesAt);
  const now = deps.clock.now();
  await deps.scheduler.scheduleOnce({
    name: drawCloseScheduleName(draw.packId),
    at: closesAt > now ? closesAt : now,
    target: { kind: DRAW_CLOSE, payload: { packId: draw.packId } },
  });
}
