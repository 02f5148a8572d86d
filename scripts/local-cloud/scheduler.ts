import { type Db, type TransactItem, transactWrite } from '../../functions/data/db';
import { recordDeadLetter } from '../../functions/data/dead-letter';
import {
  claimSchedule,
  deleteClaimed,
  listDueSchedules,
  releaseClaim,
  type ScheduleRecord,
} from '../../functions/data/schedule';
import type { Clock } from '../../functions/lib/clock';
import type { Logger } from '../../functions/lib/logger';
import type { ScheduleTarget } from '../../functions/lib/ports/scheduler';
import { errorMessage, isConditionFailure } from './errors';
import { type Poller, startPoller } from './poller';

export interface SchedulePollerOptions {
  db: Db;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  /** What a schedule runs: functions/schedules/handler.ts `fireSchedule` in the runtime. */
  fire: (target: ScheduleTarget) => Promise<void>;
  intervalMs: number;
  /** Failed attempts before a firing is dead-lettered. */
  maxAttempts?: number;
  /** Pause before retrying a failed firing, by the number of failures so far. */
  retryDelayMs?: (failures: number) => number;
  /** How long a claim lasts: a poller that dies mid-fire leaves the schedule to fire again after it. */
  leaseMs?: number;
}

const BATCH_SIZE = 25;
const defaultRetryDelayMs = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 60_000);

/** The first recurrence after `now`: a process that was down skips the missed ones, as EventBridge does. */
export function nextRecurrence(dueAt: string, everySeconds: number, now: Date): string {
  const from = new Date(dueAt).getTime();
  const every = everySeconds * 1000;
  const periods = Math.max(1, Math.floor((now.getTime() - from) / every) + 1);
  return new Date(from + periods * every).toISOString();
}

/** One pass: claims and fires every due schedule; answers how many were due. */
export async function fireDueSchedules(options: SchedulePollerOptions): Promise<number> {
  const { db, clock } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  const writeIfClaimed = async (items: TransactItem[]) => {
    try {
      await transactWrite(db, items);
      return true;
    } catch (error) {
      // The schedule was re-scheduled (or claimed elsewhere) meanwhile: the newer version wins.
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  async function fireOne(schedule: ScheduleRecord) {
    const token = options.newId();
    const claimedAt = clock.now();
    const leaseUntil = new Date(claimedAt.getTime() + leaseMs).toISOString();
    if (!(await writeIfClaimed([claimSchedule(db, schedule, { token, leaseUntil })]))) return;

    // A one-time schedule is done; a recurring one moves to its next time.
    const done = (lastError: string | null) =>
      schedule.everySeconds === null
        ? deleteClaimed(db, schedule.name, token)
        : releaseClaim(db, schedule.name, token, {
            dueAt: nextRecurrence(schedule.dueAt, schedule.everySeconds, clock.now()),
            attempts: 0,
            lastError,
            lastFiredAt: claimedAt.toISOString(),
          });

    try {
      await options.fire(schedule.target);
    } catch (error) {
      const failures = schedule.attempts + 1;
      const message = errorMessage(error);
      options.logger.warn('schedule failed', { schedule: schedule.name, failures, error: message });
      if (failures < maxAttempts) {
        const dueAt = new Date(clock.now().getTime() + retryDelayMs(failures)).toISOString();
        await writeIfClaimed([
          releaseClaim(db, schedule.name, token, {
            dueAt,
            attempts: failures,
            lastError: message,
            lastFiredAt: schedule.lastFiredAt,
          }),
        ]);
        return;
      }
      const letter = recordDeadLetter(db, {
        id: options.newId(),
        source: `schedule:${schedule.name}`,
        payload: { name: schedule.name, target: schedule.target, attempts: failures },
        error: message,
        failedAt: clock.now().toISOString(),
      });
      await writeIfClaimed([done(message), letter]);
      return;
    }
    await writeIfClaimed([done(null)]);
  }

  const due = await listDueSchedules(db, clock.now(), BATCH_SIZE);
  for (const schedule of due) await fireOne(schedule);
  return due.length;
}

/** Polls for due schedules every `intervalMs`, idle or not: a schedule comes due without a wake. */
export function startSchedulePoller(options: SchedulePollerOptions): Poller {
  return startPoller({
    name: 'scheduler',
    intervalMs: options.intervalMs,
    logger: options.logger,
    tick: async () => ((await fireDueSchedules(options)) === BATCH_SIZE ? 'more' : 'some'),
  });
}
