import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../functions/data/db';
import { countingMetrics } from '../../functions/lib/adapters/counting-metrics';
import { localMedia } from '../../functions/lib/adapters/local-media';
import { moonpayOnRamp, SANDBOX_ON_RAMP } from '../../functions/lib/adapters/moonpay-on-ramp';
import { sandboxBankPayouts } from '../../functions/lib/adapters/sandbox-bank-payouts';
import { sandboxCaptcha } from '../../functions/lib/adapters/sandbox-captcha';
import { sandboxCardProcessor } from '../../functions/lib/adapters/sandbox-card-processor';
import { sandboxChain } from '../../functions/lib/adapters/sandbox-chain';
import { sandboxCryptoCustody } from '../../functions/lib/adapters/sandbox-crypto-custody';
import { sandboxCryptoMarket } from '../../functions/lib/adapters/sandbox-crypto-market';
import { sandboxCryptoPayouts } from '../../functions/lib/adapters/sandbox-crypto-payouts';
import { sandboxExternalOrders } from '../../functions/lib/adapters/sandbox-external-orders';
import { sandboxFraud } from '../../functions/lib/adapters/sandbox-fraud';
import { sandboxIdentity } from '../../functions/lib/adapters/sandbox-identity';
import { sandboxNftMinter } from '../../functions/lib/adapters/sandbox-nft-minter';
import { jwtSessions } from '../../functions/lib/auth/jwt-sessions';
import { ManualClock } from '../../functions/lib/clock';
import type { Deps } from '../../functions/lib/deps';
import { parseEnv } from '../../functions/lib/env';
import { createIdGenerator } from '../../functions/lib/ids';
import { createLogger } from '../../functions/lib/logger';
import type { DomainEvent } from '../../functions/lib/ports/event-bus';
import type { OutgoingMessage } from '../../functions/lib/ports/mailer';
import type { OneTimeSchedule, RecurringSchedule } from '../../functions/lib/ports/scheduler';
import { defaultFlags } from '../../shared/domain/flags';

/** A fixed signing secret, so tests can mint and tamper with tokens. */
export const TEST_SIGNING_SECRET = 'test-signing-secret-of-at-least-32-characters';

/**
 * A media folder of its own, not made until a test writes media into it (localMedia makes folders as it writes):
 * most tests never do, and a folder made up front per deps was left behind in the temp folder by the thousand.
 */
export const testMediaDir = () => join(tmpdir(), `test-media-${randomUUID()}`);

/** Deps for handler tests: a manual clock and recording ports, so assertions see what left the handler. */
export function createTestDeps(db: Db, overrides: Partial<Deps> = {}) {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  const metrics = countingMetrics();
  const published: DomainEvent[] = [];
  const sent: OutgoingMessage[] = [];
  const schedules = new Map<string, OneTimeSchedule | RecurringSchedule>();
  const livePosted: { connectionId: string; message: string }[] = [];
  const newId = createIdGenerator(() => clock.now().getTime());
  const mailer = { send: async (message: OutgoingMessage) => void sent.push(message) };
  const deps: Deps = {
    env: parseEnv({ STAGE: 'test', TABLE_NAME: db.tableName, MEDIA_BASE_URL: '/media' }),
    db,
    clock,
    newId,
    logger: createLogger({ test: true }, 'error'),
    metrics,
    flags: { ...defaultFlags },
    bus: { publish: async (events) => void published.push(...events) },
    scheduler: {
      scheduleOnce: async (schedule) => void schedules.set(schedule.name, schedule),
      scheduleRecurring: async (schedule) => void schedules.set(schedule.name, schedule),
      cancel: async (name) => void schedules.delete(name),
    },
    mailer,
    workflows: {
      start: async (workflow, _input, name) => ({
        executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}`,
      }),
    },
    sessions: jwtSessions(async () => TEST_SIGNING_SECRET, clock),
    captcha: sandboxCaptcha,
    identity: sandboxIdentity(db),
    media: localMedia(testMediaDir()),
    cards: sandboxCardProcessor(db, clock, newId),
    market: sandboxCryptoMarket(clock),
    custody: sandboxCryptoCustody(db),
    onRamp: moonpayOnRamp({ url: SANDBOX_ON_RAMP.url, secretKey: async () => SANDBOX_ON_RAMP.secretKey }),
    fraud: sandboxFraud(),
    externalOrders: sandboxExternalOrders(db),
    chain: sandboxChain(db),
    bankPayouts: sandboxBankPayouts(db, clock),
    cryptoPayouts: sandboxCryptoPayouts(db, clock, mailer, { SITE_URL: 'http://localhost:3000' }),
    nftMinter: sandboxNftMinter(db),
    livePosts: {
      post: async (connectionId, message) => {
        livePosted.push({ connectionId, message });
        return 'sent';
      },
    },
    ...overrides,
  };
  return { deps, clock, published, sent, schedules, metrics, livePosted };
}
