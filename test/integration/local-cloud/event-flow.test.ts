import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { listDeadLetters } from '../../../functions/data/dead-letter';
import { listPendingEvents, OUTBOX_PARTITION, recordEvent } from '../../../functions/data/outbox-event';
import { listSentMessages } from '../../../functions/data/sent-message';
import { newEvent } from '../../../functions/events/catalog';
import { rules } from '../../../functions/events/rules';
import { newId } from '../../../functions/lib/ids';
import type { BusRule } from '../../../scripts/local-cloud/event-bus';
import type { LocalRuntime, LocalRuntimeOptions } from '../../../scripts/local-cloud/runtime';
import { commandsSent } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { deliveries } from './fixtures/failing-consumer';
import { failingQueue, testQueues } from './fixtures/queues';
import { createTestRuntime, waitFor } from './support';

let db: Db;
let runtime: LocalRuntime | undefined;

beforeAll(async () => {
  db = await createTestDb();
});

afterEach(async () => {
  await runtime?.stop();
  runtime = undefined;
});

function startRuntime(overrides: Partial<LocalRuntimeOptions> = {}) {
  runtime = createTestRuntime(db, overrides);
  return runtime;
}

const subscribed = (runtime: LocalRuntime, email: string, tags: string[] = []) =>
  newEvent(runtime.deps, 'EmailSubscribed', { email, tags });

const sentTo = async (email: string) =>
  (await listSentMessages(db)).filter((message) => message.to === email);

const queueIsEmpty = async (runtime: LocalRuntime, queue: string) => {
  const depth = (await runtime.ops.queueDepths()).find((item) => item.queue === queue);
  return depth?.visible === 0 && depth.inFlight === 0;
};

describe('local event flow', () => {
  it('takes an outbox event through the relay, the bus rule and the mailer queue to a sent e-mail', async () => {
    const local = startRuntime();
    const email = `fan-${newId().toLowerCase()}@example.com`;
    const event = subscribed(local, email);
    await transactWrite(db, [recordEvent(db, event)]);
    await local.start();

    const [message] = await waitFor('the confirmation e-mail', async () => {
      const sent = await sentTo(email);
      return sent.length > 0 && sent;
    });
    expect(message).toMatchObject({ channel: 'email', to: email, subject: "You're on the list" });
    await waitFor('the outbox to drain', async () => (await listPendingEvents(db)).length === 0);
    await waitFor('the mailer queue to drain', () => queueIsEmpty(local, 'mailer'));
  });

  it('sends and deletes a message with one plain write each: only its receive, which moves it, is a transaction', async () => {
    const local = startRuntime();
    const email = `single-${newId().toLowerCase()}@example.com`;
    const sent = commandsSent(local.deps);
    try {
      await local.deps.bus.publish([subscribed(local, email)]);
      await local.start();
      await waitFor('the confirmation e-mail', async () => (await sentTo(email)).length > 0);
      await waitFor('the mailer queue to drain', () => queueIsEmpty(local, 'mailer'));
    } finally {
      sent.stop();
    }
    type Written = { Item?: { pk?: string }; Key?: { pk?: string } };
    const inMailerQueue = (write: Written | undefined) => (write?.Item ?? write?.Key)?.pk === 'QUEUE#mailer';
    const queueWrites = sent.commands.flatMap((command, i) => {
      const input = command.input as Written & { TransactItems?: Record<string, Written>[] };
      const name = sent.names[i]?.split(' ')[0];
      if (name === 'TransactWriteCommand')
        return input.TransactItems?.some((item) => Object.values(item).some(inMailerQueue)) ? [name] : [];
      return inMailerQueue(input) ? [name] : [];
    });
    expect(queueWrites).toEqual(['PutCommand', 'TransactWriteCommand', 'DeleteCommand']);
  });

  it('relays a write at once, without waiting for the poll interval', async () => {
    const local = startRuntime({ pollIntervalMs: 60_000 });
    await local.start();
    const email = `woken-${newId().toLowerCase()}@example.com`;
    // The pollers' first ticks have run; only the write's wake (relay) and the queue send's (mailer) are left.
    await transactWrite(db, [recordEvent(db, subscribed(local, email))]);

    const sent = await waitFor(
      'the confirmation e-mail',
      async () => (await sentTo(email)).length > 0,
      5_000,
    );
    expect(sent).toBe(true);
  });

  it('leaves the relay asleep for a write without an event', async () => {
    const local = startRuntime({ pollIntervalMs: 60_000 });
    await local.start();
    let outboxReads = 0;
    db.client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as {
          IndexName?: string;
          ExpressionAttributeValues?: Record<string, unknown>;
        };
        const outbox = input.ExpressionAttributeValues?.[':pk'] === OUTBOX_PARTITION;
        if (context.commandName === 'QueryCommand' && input.IndexName === 'gsi1' && outbox) outboxReads += 1;
        return next(args);
      },
      { step: 'initialize', name: 'countOutboxReads' },
    );
    try {
      const id = newId();
      await transactWrite(db, [{ Put: { TableName: db.tableName, Item: { pk: `NOTE#${id}`, sk: 'NOTE' } } }]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(outboxReads).toBe(0);

      const email = `after-${id.toLowerCase()}@example.com`;
      await transactWrite(db, [recordEvent(db, subscribed(local, email))]);
      await waitFor('the confirmation e-mail', async () => (await sentTo(email)).length > 0, 5_000);
      expect(outboxReads).toBeGreaterThan(0);
    } finally {
      db.client.middlewareStack.remove('countOutboxReads');
    }
  });

  it('sends one e-mail for an event delivered twice', async () => {
    const local = startRuntime();
    const email = `twice-${newId().toLowerCase()}@example.com`;
    const event = subscribed(local, email);
    await local.deps.bus.publish([event]);
    await local.deps.bus.publish([event]);
    expect((await local.ops.queueDepths()).find((depth) => depth.queue === 'mailer')?.visible).toBe(2);

    await local.start();
    await waitFor('both deliveries to be consumed', () => queueIsEmpty(local, 'mailer'));
    expect(await sentTo(email)).toHaveLength(1);
  });

  it('dead-letters a message whose consumer keeps failing, after maxReceiveCount receives', async () => {
    const failingRule: BusRule = {
      name: 'tagged-to-failing',
      pattern: { 'detail-type': ['EmailSubscribed'], detail: { tags: [{ prefix: 'fail' }] } },
      queue: failingQueue.name,
    };
    const local = startRuntime({ queues: testQueues, rules: [...rules, failingRule] });
    const untagged = subscribed(local, `calm-${newId().toLowerCase()}@example.com`);
    const tagged = subscribed(local, `doomed-${newId().toLowerCase()}@example.com`, ['news', 'fail-me']);
    await local.deps.bus.publish([untagged, tagged]);
    await local.start();

    const letter = await waitFor('the dead letter', async () =>
      (await listDeadLetters(db)).find((item) => item.source === failingQueue.name),
    );
    expect(deliveries.filter((id) => id === tagged.id)).toHaveLength(failingQueue.maxReceiveCount);
    expect(deliveries).not.toContain(untagged.id);
    expect(letter.payload).toMatchObject({
      receiveCount: failingQueue.maxReceiveCount,
      body: { id: tagged.id, 'detail-type': 'EmailSubscribed', detail: { tags: ['news', 'fail-me'] } },
    });
    expect(await queueIsEmpty(local, failingQueue.name)).toBe(true);
  });

  it('dead-letters a bus delivery that keeps failing as bus:<rule>, with the EventBridge envelope', async () => {
    const brokenRule: BusRule = {
      name: 'to-nowhere',
      pattern: { 'detail-type': ['EmailSubscribed'] },
      queue: 'nowhere',
    };
    const local = startRuntime({ rules: [brokenRule], busRetry: { attempts: 2, delayMs: 5 } });
    const event = subscribed(local, `lost-${newId().toLowerCase()}@example.com`);
    await local.deps.bus.publish([event]);

    const letter = (await listDeadLetters(db)).find((item) => item.source === 'bus:to-nowhere');
    expect(letter?.error).toBe('Unknown queue nowhere');
    expect(letter?.payload).toEqual({
      version: '0',
      id: event.id,
      'detail-type': 'EmailSubscribed',
      source: local.deps.env.EVENT_SOURCE,
      account: '000000000000',
      time: event.occurredAt.replace(/\.\d{3}Z$/, 'Z'),
      region: local.deps.env.AWS_REGION,
      resources: [],
      detail: { ...event.detail, event_id: event.id, occurred_at: event.occurredAt },
    });
  });
});
