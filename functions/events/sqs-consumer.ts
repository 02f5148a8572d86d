import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { markProcessed, wasProcessed } from '../data/processed-event';
import { type Deps, getDeps, type OwnAdapters, type SecretReader } from '../lib/deps';
import type { Env } from '../lib/env';
import { businessMetrics } from '../lib/metrics/business-metrics';
import { type BusEnvelope, busEnvelopeSchema } from './catalog';
import { type QueueDefinition, queues } from './queues';

const definitions: Record<string, QueueDefinition | undefined> = queues;

/** A failure on the queue's last receive: SQS moves the message to the DLQ instead of delivering it again. */
const isLastReceive = (record: SQSRecord, name: string) => {
  const maxReceiveCount = definitions[name]?.maxReceiveCount;
  return (
    maxReceiveCount !== undefined && Number(record.attributes.ApproximateReceiveCount) >= maxReceiveCount
  );
};

/**
 * Wraps the consumer of a queue (functions/events/queues.ts) of bus events: parses each record, skips events it
 * already handled, and reports failed records so only they are retried, and dead-lettered after maxReceiveCount.
 * A dead letter is counted here, on the failed last receive: no code of ours sees SQS move the message.
 */
export function sqsConsumer(
  name: string,
  consume: (deps: Deps, event: BusEnvelope) => Promise<void>,
  ownAdapters?: (secret: SecretReader, env: Env) => Partial<OwnAdapters>,
) {
  const consumeBatch = async (deps: Deps, event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const envelope = busEnvelopeSchema.parse(JSON.parse(record.body));
        // EventBridge gives every put a new envelope id; the domain event's own id survives a double relay.
        const eventId = typeof envelope.detail.event_id === 'string' ? envelope.detail.event_id : envelope.id;
        if (await wasProcessed(deps.db, name, eventId)) continue;
        await consume(deps, envelope);
        await markProcessed(deps.db, name, eventId, deps.clock.now());
      } catch (error) {
        deps.logger.error('consumer failed', {
          consumer: name,
          messageId: record.messageId,
          error: error instanceof Error ? error.message : String(error),
        });
        failures.push({ itemIdentifier: record.messageId });
        if (isLastReceive(record, name)) deps.metrics.count(businessMetrics.deadLetter, { source: name });
      }
    }
    return { batchItemFailures: failures };
  };
  return { consumeBatch, handler: (event: SQSEvent) => consumeBatch(getDeps(ownAdapters), event) };
}
