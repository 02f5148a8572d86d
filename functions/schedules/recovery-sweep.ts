import { sweepUnfinishedWork } from '../domain/recovery/sweep';
import type { Deps } from '../lib/deps';
import type { RecurringSchedule } from '../lib/ports/scheduler';

export const RECOVERY_SWEEP = 'recovery-sweep';

/** Once a minute: finishes or undoes what requests left half-done (functions/domain/recovery/sweep.ts). */
export const recoverySweepSchedule: RecurringSchedule = {
  name: RECOVERY_SWEEP,
  everySeconds: 60,
  target: { kind: RECOVERY_SWEEP, payload: {} },
};

export async function applyRecoverySweep(deps: Deps): Promise<void> {
  await sweepUnfinishedWork(deps, deps.env.RECOVERY_LEASE_SECONDS * 1000);
}
