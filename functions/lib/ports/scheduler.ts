/** What a schedule fires: the schedules Lambda with this kind and payload (functions/schedules/). */
export interface ScheduleTarget {
  kind: string;
  payload: Record<string, unknown>;
}

export interface OneTimeSchedule {
  /** Unique and stable: re-scheduling the same name replaces it. */
  name: string;
  at: Date;
  target: ScheduleTarget;
}

export interface RecurringSchedule {
  name: string;
  everySeconds: number;
  target: ScheduleTarget;
}

/** EventBridge Scheduler in AWS; schedule items fired by a poller in the local cloud. */
export interface SchedulerPort {
  scheduleOnce(schedule: OneTimeSchedule): Promise<void>;
  scheduleRecurring(schedule: RecurringSchedule): Promise<void>;
  cancel(name: string): Promise<void>;
}

/** EventBridge Scheduler's rate expression for a recurring schedule (whole minutes, at least one). */
export const rateExpression = (everySeconds: number) =>
  `rate(${Math.max(1, Math.round(everySeconds / 60))} minutes)`;
