import { releaseDueFunds } from '../domain/payments/release-funds';
import type { Deps } from '../lib/deps';
import type { RecurringSchedule } from '../lib/ports/scheduler';

export const FUNDS_RELEASE = 'funds-release';

/**
 * Every 15 minutes: card-funded holds past their release end `released` and their payees are told
 * (functions/domain/payments/release-funds.ts). The money needs no sweep (its lot's availableAt frees it on
 * time); a standing sweep of the release index ends the record and sends the notice.
 */
export const fundsReleaseSchedule: RecurringSchedule = {
  name: FUNDS_RELEASE,
  everySeconds: 900,
  target: { kind: FUNDS_RELEASE, payload: {} },
};

export async function applyFundsRelease(deps: Deps): Promise<void> {
  await releaseDueFunds(deps);
}
