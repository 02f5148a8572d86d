import type { Db } from '../../../functions/data/db';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import { sandboxMailer } from '../../../functions/lib/adapters/sandbox-mailer';
import { type Clock, systemClock } from '../../../functions/lib/clock';
import { parseEnv } from '../../../functions/lib/env';
import { createIdGenerator } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import {
  createLocalRuntime,
  type LocalRuntime,
  type LocalRuntimeOptions,
} from '../../../scripts/local-cloud/runtime';
import { defaultFlags } from '../../../shared/domain/flags';
import { testMediaDir } from '../../support/deps';

/** A local runtime over a test table: sandbox mailer, quiet logs, fast polling. Stop it after the test. */
export function createTestRuntime(
  db: Db,
  overrides: Partial<Omit<LocalRuntimeOptions, 'db'>> = {},
): LocalRuntime {
  const clock: Clock = overrides.clock ?? systemClock;
  const newId = createIdGenerator(() => clock.now().getTime());
  return createLocalRuntime({
    db,
    clock,
    newId,
    // Quiet: the tests make consumers and schedules fail on purpose.
    logger: createLogger({ test: true }, 'error', () => {}),
    env: parseEnv({ STAGE: 'test', TABLE_NAME: db.tableName }),
    flags: { ...defaultFlags },
    mailer: sandboxMailer(db, clock, newId),
    media: localMedia(testMediaDir()),
    workflows: [],
    pollIntervalMs: 20,
    ...overrides,
  });
}

type Falsy = false | null | undefined;

/** Polls `check` until it answers a truthy value (which it returns), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | Falsy> | T | Falsy,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
