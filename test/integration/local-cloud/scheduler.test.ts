import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { listDeadLetters } from '../../../functions/data/dead-letter';
import { getDrop, putDrop } from '../../../functions/data/drop';
import { getSchedule } from '../../../functions/data/schedule';
import { rules } from '../../../functions/events/rules';
import { ManualClock } from '../../../functions/lib/clock';
import { newId } from '../../../functions/lib/ids';
import type { ScheduleTarget } from '../../../functions/lib/ports/scheduler';
import { dropScheduleName, scheduleNextDropTransition } from '../../../functions/schedules/drop-state';
import { standingSchedules } from '../../../functions/schedules/standing';
import type { BusRule } from '../../../scripts/local-cloud/event-bus';
import type { LocalRuntime, LocalRuntimeOptions } from '../../../scripts/local-cloud/runtime';
import { createTestDb } from '../../support/db';
import { testDrop } from '../../support/drops';
import { recorderQueue, testQueues } from './fixtures/queues';
import { received } from './fixtures/recording-consumer';
import { createTestRuntime, sleep, waitFor } from './support';

const START = '2026-06-01T12:00:00.000Z';
const at = (secondsAfterStart: number) => new Date(Date.parse(START) + secondsAfterStart * 1000);

let db: Db;
let runtimes: LocalRuntime[] = [];

beforeAll(async () => {
  db = await createTestDb();
});

afterEach(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.stop()));
  runtimes = [];
});

function startRuntime(overrides: Partial<LocalRuntimeOptions> = {}) {
  const runtime = createTestRuntime(db, overrides);
  runtimes.push(runtime);
  return runtime;
}

/**
 * A fire function that keeps what this file's schedules fired (not the standing ones every runtime has), failing
 * for targets of kind 'broken'.
 */
function recordingFire() {
  const fired: ScheduleTarget[] = [];
  const standing = new Set(standingSchedules.map((schedule) => schedule.target.kind));
  const fireSchedule = async (_deps: unknown, target: ScheduleTarget) => {
    if (standing.has(target.kind)) return;
    fired.push(target);
    if (target.kind === 'broken') throw new Error('the target is broken');
  };
  return { fired, fireSchedule };
}

const target = (payload: Record<string, unknown> = {}): ScheduleTarget => ({ kind: 'test', payload });

describe('local scheduler', () => {
  it('fires a one-time schedule once, at its time, then removes it', async () => {
    const clock = new ManualClock(START);
    const { fired, fireSchedule } = recordingFire();
    const local = startRuntime({ clock, fireSchedule });
    const name = `once-${newId()}`;
    await local.deps.scheduler.scheduleOnce({ name, at: at(10), target: target({ n: 1 }) });
    await local.start();

    await sleep(200);
    expect(fired).toEqual([]);
    clock.advance(10_000);
    await waitFor('the firing', () => fired.length > 0);
    await sleep(200);
    expect(fired).toEqual([target({ n: 1 })]);
    expect(await getSchedule(db, name)).toBeUndefined();
  });

  it('fires a recurring schedule every period, skipping the periods it missed', async () => {
    const clock = new ManualClock(START);
    const { fired, fireSchedule } = recordingFire();
    const local = startRuntime({ clock, fireSchedule });
    const name = `tick-${newId()}`;
    await local.deps.scheduler.scheduleRecurring({ name, everySeconds: 60, target: target() });
    await local.start();

    for (const count of [1, 2]) {
      clock.advance(60_000);
      await waitFor(`firing ${count}`, () => fired.length === count);
    }
    clock.advance(180_000);
    await waitFor('firing 3', () => fired.length === 3);
    await sleep(200);
    expect(fired).toHaveLength(3);
    expect(await getSchedule(db, name)).toMatchObject({
      dueAt: at(360).toISOString(),
      lastFiredAt: at(300).toISOString(),
      attempts: 0,
    });
  });

  it('retries a failing schedule with backoff, then dead-letters it', async () => {
    const clock = new ManualClock(START);
    const { fired, fireSchedule } = recordingFire();
    const local = startRuntime({ clock, fireSchedule });
    const name = `broken-${newId()}`;
    await local.deps.scheduler.scheduleOnce({ name, at: at(0), target: { kind: 'broken', payload: {} } });
    await local.start();

    await waitFor('the first attempt', () => fired.length === 1);
    const retrying = await waitFor('the retry', async () => {
      const schedule = await getSchedule(db, name);
      return schedule?.attempts === 1 && schedule;
    });
    expect(retrying).toMatchObject({ dueAt: at(1).toISOString(), lastError: 'the target is broken' });
    for (const attempt of [2, 3, 4, 5]) {
      clock.advance(10_000);
      await waitFor(`attempt ${attempt}`, () => fired.length === attempt);
    }

    const letter = await waitFor('the dead letter', async () =>
      (await listDeadLetters(db)).find((item) => item.source === `schedule:${name}`),
    );
    expect(letter).toMatchObject({ error: 'the target is broken', payload: { name, attempts: 5 } });
    expect(await getSchedule(db, name)).toBeUndefined();
    clock.advance(60_000);
    await sleep(200);
    expect(fired).toHaveLength(5);
  });

  it('fires each due schedule once when two processes poll the same table', async () => {
    const clock = new ManualClock(START);
    const { fired, fireSchedule } = recordingFire();
    const first = startRuntime({ clock, fireSchedule });
    const second = startRuntime({ clock, fireSchedule });
    const names = Array.from({ length: 6 }, (_, index) => `shared-${index}-${newId()}`);
    for (const name of names) {
      await first.deps.scheduler.scheduleOnce({ name, at: at(5), target: target({ name }) });
    }
    await Promise.all([first.start(), second.start()]);
    clock.advance(5_000);

    await waitFor('every firing', () => fired.length >= names.length);
    await sleep(300);
    expect(fired.map((item) => item.payload.name).sort()).toEqual([...names].sort());
  });

  it('keeps schedules across a restart', async () => {
    const clock = new ManualClock(START);
    const { fired, fireSchedule } = recordingFire();
    const stopped = startRuntime({ clock, fireSchedule });
    const name = `survivor-${newId()}`;
    await stopped.deps.scheduler.scheduleOnce({ name, at: at(30), target: target({ name }) });
    await stopped.start();
    await stopped.stop();

    const restarted = startRuntime({ clock, fireSchedule });
    await restarted.start();
    clock.advance(30_000);
    await waitFor('the firing after the restart', () => fired.length === 1);
    expect(fired[0]?.payload).toEqual({ name });
  });

  it('opens a drop at its feature time and publishes DropStateChanged', async () => {
    const clock = new ManualClock(START);
    const dropChanges: BusRule = {
      name: 'drop-opened-to-recorder',
      pattern: { 'detail-type': ['DropStateChanged'], detail: { to: [0] } },
      queue: recorderQueue.name,
    };
    const local = startRuntime({ clock, queues: testQueues, rules: [...rules, dropChanges] });
    const drop = testDrop(`drop-${newId()}`, {
      featureAt: at(2).toISOString(),
      featureUntil: at(3600).toISOString(),
    });
    await transactWrite(db, putDrop(db, drop));
    await scheduleNextDropTransition(local.deps, drop);
    expect((await getSchedule(db, dropScheduleName(drop.id)))?.dueAt).toBe(drop.featureAt);
    await local.start();

    clock.advance(2_000);
    await waitFor('the drop to open', async () => (await getDrop(db, drop.id))?.availability === 0);
    const event = await waitFor('DropStateChanged', () =>
      received.find((item) => item.detail.drop_id === drop.id),
    );
    expect(event['detail-type']).toBe('DropStateChanged');
    expect(event.detail).toMatchObject({ drop_id: drop.id, from: 2, to: 0 });
    // Firing scheduled the close under the same name: the finished one-time schedule must not remove it.
    await local.stop();
    expect(await getSchedule(db, dropScheduleName(drop.id))).toMatchObject({
      dueAt: drop.featureUntil,
      claimToken: null,
    });
  });
});
