import type { RecurringSchedule } from '../lib/ports/scheduler';
import { fundsReleaseSchedule } from './funds-release';
import { offerExpirySchedule } from './offer-expiry';
import { recoverySweepSchedule } from './recovery-sweep';
import { watchEndingSoonSchedule } from './watch-ending-soon';

/**
 * Schedules that always exist, whatever the data: the CDK app creates them as EventBridge Scheduler schedules,
 * the local cloud puts them in its scheduler when it starts.
 */
export const standingSchedules: RecurringSchedule[] = [
  recoverySweepSchedule,
  offerExpirySchedule,
  watchEndingSoonSchedule,
  fundsReleaseSchedule,
];
