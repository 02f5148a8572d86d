import type { Db } from '../../data/db';
import { deleteSchedule, newSchedule, putSchedule } from '../../data/schedule';
import type { Clock } from '../clock';
import type { SchedulerPort } from '../ports/scheduler';

/**
 * The scheduler port over schedule items, fired by the local cloud's poller (scripts/local-cloud/scheduler.ts).
 * Scheduling by an existing name replaces that schedule, as UpdateSchedule does in AWS.
 */
export function tableScheduler(db: Db, clock: Clock): SchedulerPort {
  return {
    scheduleOnce: ({ name, at, target }) =>
      putSchedule(db, newSchedule({ name, dueAt: at.toISOString(), everySeconds: null, target })),
    async scheduleRecurring({ name, everySeconds, target }) {
      if (!(everySeconds > 0)) throw new Error(`Schedule ${name} needs everySeconds above 0`);
      const dueAt = new Date(clock.now().getTime() + everySeconds * 1000).toISOString();
      await putSchedule(db, newSchedule({ name, dueAt, everySeconds, target }));
    },
    cancel: (name) => deleteSchedule(db, name),
  };
}
