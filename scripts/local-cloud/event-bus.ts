import type { Db } from '../../functions/data/db';
import { putDeadLetter } from '../../functions/data/dead-letter';
import { rules as defaultRules } from '../../functions/events/rules';
import type { Clock } from '../../functions/lib/clock';
import type { Env } from '../../functions/lib/env';
import type { Logger } from '../../functions/lib/logger';
import type { DomainEvent, EventBusPort } from '../../functions/lib/ports/event-bus';
import { errorMessage } from './errors';
import { type EventPattern, matchesPattern } from './event-pattern';
import { sleep } from './poller';

/** A rule as the local bus reads it: functions/events/rules.ts by default, any pattern and queue in tests. */
export interface BusRule {
  name: string;
  pattern: EventPattern;
  queue: string;
}

/** The event EventBridge hands to a rule's target. */
export interface EventBridgeEnvelope {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, unknown>;
}

const ACCOUNT = '000000000000';

/**
 * Builds the envelope as EventBridge would from eventBridgeBus's PutEvents entry (functions/lib/adapters/aws.ts).
 * One difference: EventBridge gives each put a new id, while here the id is the domain event's id, so an event the
 * relay publishes twice reaches consumers with the same id and their deduplication sees it.
 */
export function toEnvelope(
  event: DomainEvent,
  env: Pick<Env, 'EVENT_SOURCE' | 'AWS_REGION'>,
): EventBridgeEnvelope {
  return {
    version: '0',
    id: event.id,
    'detail-type': event.type,
    source: env.EVENT_SOURCE,
    account: ACCOUNT,
    // EventBridge keeps whole seconds.
    time: new Date(event.occurredAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: env.AWS_REGION,
    resources: [],
    detail: { ...event.detail, event_id: event.id, occurred_at: event.occurredAt },
  };
}

export interface LocalEventBusOptions {
  env: Pick<Env, 'EVENT_SOURCE' | 'AWS_REGION'>;
  db: Db;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  /** Delivers to a rule's queue (the local SQS send). */
  send: (queue: string, body: string) => Promise<unknown>;
  rules?: BusRule[];
  /** Tries per delivery before it is dead-lettered, and the first pause between them (doubling after). */
  retry?: { attempts: number; delayMs: number };
}

/**
 * The in-process EventBridge: matches each event against the rules and sends it to each matching rule's queue.
 * A delivery that keeps failing goes to the dead-letter list as 'bus:<rule>' and does not fail the publish, as a
 * rule's DLQ does in AWS.
 */
export function localEventBus(options: LocalEventBusOptions): EventBusPort {
  const rules = options.rules ?? defaultRules;
  const { attempts, delayMs } = options.retry ?? { attempts: 3, delayMs: 100 };

  async function deliver(rule: BusRule, envelope: EventBridgeEnvelope): Promise<void> {
    const body = JSON.stringify(envelope);
    for (let attempt = 1; ; attempt++) {
      try {
        await options.send(rule.queue, body);
        return;
      } catch (error) {
        if (attempt < attempts) {
          await sleep(delayMs * 2 ** (attempt - 1));
          continue;
        }
        options.logger.error('event delivery failed', {
          rule: rule.name,
          eventId: envelope.id,
          error: errorMessage(error),
        });
        await putDeadLetter(options.db, {
          id: options.newId(),
          source: `bus:${rule.name}`,
          payload: envelope,
          error: errorMessage(error),
          failedAt: options.clock.now().toISOString(),
        });
        return;
      }
    }
  }

  return {
    async publish(events) {
      for (const event of events) {
        const envelope = toEnvelope(event, options.env);
        const matched = rules.filter((rule) => matchesPattern(rule.pattern, envelope));
        await Promise.all(matched.map((rule) => deliver(rule, envelope)));
      }
    },
  };
}
