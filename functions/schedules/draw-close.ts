import * as z from '../../shared/zod';
import { closeDraw } from '../domain/draws/close-draw';
import { scheduleDrawClose } from '../domain/draws/close-schedule';
import type { Deps } from '../lib/deps';

export const drawClosePayloadSchema = z.object({ packId: z.string() });

/**
 * Fired at a draw's closesAt: closes it. A failure throws, so the scheduler fires it again and the close continues
 * where it stopped (the recovery sweep is the last resort); fired early, it schedules itself at the close.
 */
export async function applyDrawClose(deps: Deps, payload: unknown): Promise<void> {
  const { packId } = drawClosePayloadSchema.parse(payload);
  const outcome = await closeDraw(deps, packId);
  if (outcome.status === 'missing') deps.logger.warn('draw-close schedule for a missing draw', { packId });
  if (outcome.status === 'notDue') await scheduleDrawClose(deps, outcome.draw);
  if (outcome.status === 'finished')
    deps.logger.info('draw closed', { packId, won: outcome.won, released: outcome.released });
}
