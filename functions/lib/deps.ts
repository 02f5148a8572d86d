import { defaultFlags, type FeatureFlags, parseFlagOverrides } from '../../shared/domain/flags';
import { createDb, type Db } from '../data/db';
import { eventBridgeBus, eventBridgeScheduler, sesMailer, stepFunctionsWorkflows } from './adapters/aws';
import { type Clock, systemClock } from './clock';
import { type Env, readEnv } from './env';
import { newId } from './ids';
import { createLogger, type Logger } from './logger';
import type { EventBusPort } from './ports/event-bus';
import type { MailerPort } from './ports/mailer';
import type { SchedulerPort } from './ports/scheduler';
import type { WorkflowPort } from './ports/workflows';

/** Everything a handler needs, created once per process and passed in; tests and the local cloud build their own. */
export interface Deps {
  env: Env;
  db: Db;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  flags: FeatureFlags;
  bus: EventBusPort;
  scheduler: SchedulerPort;
  mailer: MailerPort;
  workflows: WorkflowPort;
}

export function createAwsDeps(env: Env): Deps {
  return {
    env,
    db: createDb({ tableName: env.TABLE_NAME, region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT }),
    clock: systemClock,
    newId,
    logger: createLogger({ stage: env.STAGE }),
    flags: { ...defaultFlags, ...parseFlagOverrides(env.FEATURE_FLAGS) },
    bus: eventBridgeBus(env),
    scheduler: eventBridgeScheduler(env),
    mailer: sesMailer(env),
    workflows: stepFunctionsWorkflows(),
  };
}

let configured: Deps | undefined;

/** The local cloud installs its deps (sandbox adapters, in-process bus) before any handler runs. */
export function configureDeps(deps: Deps): void {
  configured = deps;
}

export function getDeps(): Deps {
  configured ??= createAwsDeps(readEnv());
  return configured;
}
