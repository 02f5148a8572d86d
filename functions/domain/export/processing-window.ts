import { EXPORT_PROCESSING_BUSINESS_DAYS, TIME_MS } from '../../../shared/domain/constants';
import type { Env } from '../../lib/env';

const isWeekend = (at: Date) => at.getUTCDay() === 0 || at.getUTCDay() === 6;

/** `now` plus `days` business days (Monday to Friday, UTC). */
export function addBusinessDays(now: Date, days: number): Date {
  let at = new Date(now);
  for (let left = days; left > 0; ) {
    at = new Date(at.getTime() + TIME_MS.day);
    if (!isWeekend(at)) left--;
  }
  return at;
}

/**
 * How long an export requested at `requestedAt` still waits at `now` before its transfer: until the start of the
 * processing window (part 2 §9: 2-7 business days), or EXPORT_WAIT_SECONDS (the sandbox clock) locally and in tests.
 */
export function exportWaitSeconds(
  env: Pick<Env, 'EXPORT_WAIT_SECONDS'>,
  requestedAt: Date,
  now: Date,
): number {
  const transferAt =
    env.EXPORT_WAIT_SECONDS === undefined
      ? addBusinessDays(requestedAt, EXPORT_PROCESSING_BUSINESS_DAYS.min)
      : new Date(requestedAt.getTime() + env.EXPORT_WAIT_SECONDS * 1000);
  return Math.max(0, Math.ceil((transferAt.getTime() - now.getTime()) / 1000));
}
