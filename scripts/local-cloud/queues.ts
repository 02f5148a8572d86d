import { createHash } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { type Db, transactWrite } from '../../functions/data/db';
import { recordDeadLetter } from '../../functions/data/dead-letter';
import {
  countQueueMessages,
  deleteQueueMessage,
  listVisibleMessages,
  newQueueMessage,
  putQueueMessage,
  type QueueMessageRecord,
  receiveQueueMessage,
  removeQueueMessage,
} from '../../functions/data/queue-message';
import { type QueueDefinition, queues as queueDefinitions } from '../../functions/events/queues';
import type { Clock } from '../../functions/lib/clock';
import type { Deps } from '../../functions/lib/deps';
import type { Logger } from '../../functions/lib/logger';
import { errorMessage, isConditionFailure } from './errors';
import { IDLE_PAUSE_MAX_MS, type Poller, startPoller, type TickOutcome } from './poller';
import { importFunction } from './repo-modules';

type ConsumeBatch = (deps: Deps, event: SQSEvent) => Promise<SQSBatchResponse | undefined>;

export interface QueueDepth {
  queue: string;
  visible: number;
  inFlight: number;
}

export interface LocalQueues {
  /** SendMessage: answers the message id. */
  send(queue: string, body: string): Promise<string>;
  /** Starts one worker per queue, each calling the queue's consumer (`consumeBatch` of its entry module). */
  startWorkers(): void;
  /** Stops the workers once their batch in progress is handled. */
  stopWorkers(): Promise<void>;
  depths(): Promise<QueueDepth[]>;
}

export interface LocalQueuesOptions {
  db: Db;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  region: string;
  /** Lazy: the consumers take the runtime's deps, whose bus sends to these queues. */
  deps: () => Deps;
  definitions?: QueueDefinition[];
  pollIntervalMs?: number;
}

const ACCOUNT = '000000000000';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const millis = (iso: string) => String(new Date(iso).getTime());

function toSqsRecord(message: QueueMessageRecord, region: string): SQSRecord {
  return {
    messageId: message.messageId,
    receiptHandle: message.receiptHandle,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: millis(message.sentAt),
      SenderId: ACCOUNT,
      ApproximateFirstReceiveTimestamp: millis(message.firstReceivedAt ?? message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: md5(message.body),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:${region}:${ACCOUNT}:${message.queue}`,
    awsRegion: region,
  };
}

const parseBody = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/** Local SQS over queue-message items: standard queues with visibility timeouts, batches and a dead-letter list. */
export function createLocalQueues(options: LocalQueuesOptions): LocalQueues {
  const { db, clock, logger } = options;
  const definitions = options.definitions ?? Object.values(queueDefinitions);
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  let workers = new Map<string, Poller>();

  /** Writes if the message is still where we last saw it; otherwise another worker took it and owns it now. */
  async function writeIfCurrent(items: Parameters<typeof transactWrite>[1]): Promise<boolean> {
    try {
      await transactWrite(db, items);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  const deadLetter = (queue: QueueDefinition, message: QueueMessageRecord, error: string) =>
    writeIfCurrent([
      deleteQueueMessage(db, queue.name, message.receiptHandle),
      recordDeadLetter(db, {
        id: options.newId(),
        source: queue.name,
        payload: {
          messageId: message.messageId,
          receiveCount: message.receiveCount,
          body: parseBody(message.body),
        },
        error,
        failedAt: clock.now().toISOString(),
      }),
    ]);

  async function receive(
    queue: QueueDefinition,
  ): Promise<{ batch: QueueMessageRecord[]; found: TickOutcome }> {
    const now = clock.now();
    const visible = await listVisibleMessages(db, queue.name, now, queue.batchSize);
    const visibleAt = new Date(now.getTime() + queue.visibilityTimeoutSeconds * 1000).toISOString();
    const batch: QueueMessageRecord[] = [];
    for (const message of visible) {
      // A consumer that crashed (or timed out) still used up its receives.
      if (message.receiveCount >= queue.maxReceiveCount) {
        await deadLetter(queue, message, `Received ${message.receiveCount} times without being deleted`);
        continue;
      }
      const { received, items } = receiveQueueMessage(db, message, {
        token: options.newId(),
        now,
        visibleAt,
      });
      if (await writeIfCurrent(items)) batch.push(received);
    }
    return {
      batch,
      found: visible.length === queue.batchSize ? 'more' : visible.length > 0 ? 'some' : 'none',
    };
  }

  async function consume(queue: QueueDefinition, consumeBatch: ConsumeBatch, batch: QueueMessageRecord[]) {
    let failed: Set<string>;
    let failure = 'The consumer reported this message as failed';
    try {
      const response = await consumeBatch(options.deps(), {
        Records: batch.map((message) => toSqsRecord(message, options.region)),
      });
      failed = new Set((response?.batchItemFailures ?? []).map((item) => item.itemIdentifier));
    } catch (error) {
      failure = errorMessage(error);
      failed = new Set(batch.map((message) => message.messageId));
      logger.error('queue consumer threw', { queue: queue.name, error: failure });
    }
    for (const message of batch) {
      if (!failed.has(message.messageId)) {
        await removeQueueMessage(db, queue.name, message.receiptHandle);
      } else if (message.receiveCount >= queue.maxReceiveCount) {
        await deadLetter(queue, message, failure);
      }
      // Other failures stay invisible until their visibility timeout ends, then are received again.
    }
  }

  function startWorker(queue: QueueDefinition): Poller {
    let consumeBatch: ConsumeBatch | undefined;
    const intervalMs = options.pollIntervalMs ?? 250;
    return startPoller({
      name: `queue:${queue.name}`,
      intervalMs,
      // A send wakes its worker; the pause only bounds how late a message seen again after its visibility
      // timeout (a failed one) is received.
      idleMaxMs: Math.max(intervalMs, IDLE_PAUSE_MAX_MS),
      logger,
      async tick() {
        consumeBatch ??= await importFunction<ConsumeBatch>(queue.entry, 'consumeBatch');
        const { batch, found } = await receive(queue);
        if (batch.length > 0) await consume(queue, consumeBatch, batch);
        return found;
      },
    });
  }

  return {
    async send(queue, body) {
      if (!byName.has(queue)) throw new Error(`Unknown queue ${queue}`);
      const message = newQueueMessage(queue, options.newId(), body, clock.now().toISOString());
      await putQueueMessage(db, message);
      workers.get(queue)?.wake();
      return message.messageId;
    },
    startWorkers() {
      if (workers.size === 0) workers = new Map(definitions.map((queue) => [queue.name, startWorker(queue)]));
    },
    async stopWorkers() {
      const stopping = [...workers.values()];
      workers = new Map();
      await Promise.all(stopping.map((worker) => worker.stop()));
    },
    depths: () =>
      Promise.all(
        definitions.map(async (queue) => ({
          queue: queue.name,
          ...(await countQueueMessages(db, queue.name, clock.now())),
        })),
      ),
  };
}
