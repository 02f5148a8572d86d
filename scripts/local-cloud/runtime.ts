import type { Db } from '../../functions/data/db';
import { OUTBOX_PARTITION } from '../../functions/data/outbox-event';
import type { QueueDefinition } from '../../functions/events/queues';
import { type CountingMetrics, countingMetrics } from '../../functions/lib/adapters/counting-metrics';
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
import { tableScheduler } from '../../functions/lib/adapters/table-scheduler';
import { tableSigningSecret } from '../../functions/lib/adapters/table-signing-secret';
import { checkedSecret, jwtSessions } from '../../functions/lib/auth/jwt-sessions';
import type { Clock } from '../../functions/lib/clock';
import { configureDeps, type Deps } from '../../functions/lib/deps';
import type { Env } from '../../functions/lib/env';
import { createIdGenerator } from '../../functions/lib/ids';
import type { Logger } from '../../functions/lib/logger';
import type { LivePostsPort } from '../../functions/lib/ports/live-posts';
import type { MailerPort } from '../../functions/lib/ports/mailer';
import type { MediaPort } from '../../functions/lib/ports/media';
import type { ScheduleTarget } from '../../functions/lib/ports/scheduler';
import { fireSchedule as fireScheduleHandler } from '../../functions/schedules/handler';
import { standingSchedules } from '../../functions/schedules/standing';
import { workflows as registeredWorkflows } from '../../functions/workflows/registry';
import type { WorkflowDefinition } from '../../functions/workflows/types';
import type { FeatureFlags } from '../../shared/domain/flags';
import { type BusRule, localEventBus } from './event-bus';
import { createOps, type LocalOps } from './ops';
import { startOutboxRelay } from './outbox-relay';
import type { Poller } from './poller';
import { createLocalQueues, type LocalQueues } from './queues';
import { startSchedulePoller } from './scheduler';
import { createWorkflowRunner, type LocalWorkflowRunner } from './workflow-runner';

export interface LocalRuntimeOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  env: Env;
  flags: FeatureFlags;
  mailer: MailerPort;
  media: MediaPort;
  /** Default: functions/workflows/registry.ts. */
  workflows?: WorkflowDefinition[];
  /** Tests on a manual clock: every workflow Wait lasts this many real milliseconds (default: its own time). */
  workflowWaitMs?: number;
  /** How often the relay, the scheduler and the queue workers look for work (default 250 ms). */
  pollIntervalMs?: number;
  /** Default: time-sortable ids on `clock`. */
  newId?: () => string;
  /** Default: functions/events/queues.ts. */
  queues?: QueueDefinition[];
  /** Default: functions/events/rules.ts. */
  rules?: BusRule[];
  /** Default: functions/schedules/handler.ts fireSchedule. */
  fireSchedule?: (deps: Deps, target: ScheduleTarget) => Promise<void>;
  /** Default: 3 tries, 100 ms apart then doubling. */
  busRetry?: { attempts: number; delayMs: number };
  /** Default: a new in-memory count, shown on /dev/ops. */
  metrics?: CountingMetrics;
  /** The local WebSocket API's connections (live-sockets.ts); default: none, every connection is gone. */
  livePosts?: LivePostsPort;
}

export interface LocalRuntime {
  /** The handlers' deps: the local bus, scheduler and workflow runner, and the given adapters. */
  deps: Deps;
  workflows: LocalWorkflowRunner;
  queues: LocalQueues;
  /** Starts the outbox relay, the schedule poller and the queue workers, and resumes running workflows. */
  start(): Promise<void>;
  /** Stops them, awaiting the work in progress; running workflows stay RUNNING for the next start. */
  stop(): Promise<void>;
  ops: LocalOps;
}

const DEFAULT_POLL_INTERVAL_MS = 250;
const WAKE_MIDDLEWARE = 'wakeOutboxRelay';

type WrittenItem = Record<string, unknown> | undefined;
interface WriteInput {
  Item?: WrittenItem;
  TransactItems?: { Put?: { Item?: WrittenItem } }[];
  RequestItems?: Record<string, { PutRequest?: { Item?: WrittenItem } }[]>;
}

/** An outbox event's item (the middleware sees the document client's input, before marshalling). */
const isOutboxEvent = (item: WrittenItem) => item?.gsi1pk === OUTBOX_PARTITION;

/** Whether a write puts an outbox event: events are only ever put (data/outbox-event.ts), alone or in a batch. */
function putsOutboxEvent(commandName: string | undefined, input: WriteInput): boolean {
  if (commandName === 'PutItemCommand') return isOutboxEvent(input.Item);
  if (commandName === 'TransactWriteItemsCommand')
    return (input.TransactItems ?? []).some((item) => isOutboxEvent(item.Put?.Item));
  if (commandName === 'BatchWriteItemCommand')
    return Object.values(input.RequestItems ?? {}).some((requests) =>
      requests.some((request) => isOutboxEvent(request.PutRequest?.Item)),
    );
  return false;
}

/**
 * The stream that feeds the relay in AWS fires on every write; locally a write through this process's table client
 * that puts an outbox event wakes the relay at once (any other write left it a query of an empty outbox), so its
 * poll interval is only the fallback for events written elsewhere (another process).
 */
function wakeRelayOnWrites(db: Db, relay: Poller): void {
  db.client.middlewareStack.remove(WAKE_MIDDLEWARE);
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      if (putsOutboxEvent(context.commandName, args.input as WriteInput)) relay.wake();
      return output;
    },
    { step: 'initialize', name: WAKE_MIDDLEWARE },
  );
}
const noLiveSockets: LivePostsPort = { post: async () => 'gone' };

/** The AWS event, schedule and workflow services of the design, in this process and kept in the table. */
export function createLocalRuntime(options: LocalRuntimeOptions): LocalRuntime {
  const { db, clock, logger, env } = options;
  const newId = options.newId ?? createIdGenerator(() => clock.now().getTime());
  const intervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const metrics = options.metrics ?? countingMetrics();

  // Consumers take the deps that hold the bus that sends to these queues: the getter breaks the cycle.
  const queues = createLocalQueues({
    db,
    clock,
    newId,
    logger,
    region: env.AWS_REGION,
    deps: () => deps,
    definitions: options.queues,
    pollIntervalMs: intervalMs,
  });
  const workflows = createWorkflowRunner({
    db,
    newId,
    logger,
    region: env.AWS_REGION,
    workflows: options.workflows ?? registeredWorkflows,
    waitMs: options.workflowWaitMs,
  });
  const deps: Deps = {
    env,
    db,
    clock,
    newId,
    logger,
    metrics,
    flags: options.flags,
    mailer: options.mailer,
    bus: localEventBus({
      env,
      db,
      clock,
      newId,
      logger,
      send: queues.send,
      rules: options.rules,
      retry: options.busRetry,
    }),
    scheduler: tableScheduler(db, clock),
    workflows,
    // JWT_SECRET wins when set; otherwise the secret made on first start and kept in the table.
    sessions: jwtSessions(
      env.JWT_SECRET ? async () => checkedSecret(env.JWT_SECRET, 'JWT_SECRET') : tableSigningSecret(db),
      clock,
    ),
    captcha: sandboxCaptcha,
    identity: sandboxIdentity(db),
    media: options.media,
    cards: sandboxCardProcessor(db, clock, newId),
    market: sandboxCryptoMarket(clock),
    custody: sandboxCryptoCustody(db),
    onRamp: moonpayOnRamp({ url: SANDBOX_ON_RAMP.url, secretKey: async () => SANDBOX_ON_RAMP.secretKey }),
    fraud: sandboxFraud(),
    externalOrders: sandboxExternalOrders(db),
    chain: sandboxChain(db),
    // An R01 transfer is returned when the workflow asks at the end of the return window (README: sandbox inputs).
    bankPayouts: sandboxBankPayouts(db, clock, { returnAfterMs: env.PAYOUT_RETURN_WINDOW_SECONDS * 1000 }),
    cryptoPayouts: sandboxCryptoPayouts(db, clock, options.mailer, env),
    // A title 'REJECT MINT' is refused (README: sandbox inputs).
    nftMinter: sandboxNftMinter(db),
    livePosts: options.livePosts ?? noLiveSockets,
  };

  const fire = options.fireSchedule ?? fireScheduleHandler;
  let pollers: Poller[] = [];

  return {
    deps,
    workflows,
    queues,
    async start() {
      if (pollers.length > 0) return;
      // Workflow tasks and other handlers that call getDeps() see this runtime.
      configureDeps(deps);
      const relay = startOutboxRelay(deps, intervalMs);
      wakeRelayOnWrites(db, relay);
      pollers = [
        relay,
        startSchedulePoller({ db, clock, newId, logger, intervalMs, fire: (target) => fire(deps, target) }),
      ];
      queues.startWorkers();
      for (const schedule of standingSchedules) await deps.scheduler.scheduleRecurring(schedule);
      await workflows.resumeRunning();
    },
    async stop() {
      const stopping = pollers;
      pollers = [];
      await Promise.all([...stopping.map((poller) => poller.stop()), queues.stopWorkers(), workflows.stop()]);
    },
    ops: createOps(db, workflows, queues, metrics),
  };
}
