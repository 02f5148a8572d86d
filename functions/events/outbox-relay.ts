import { unmarshall } from '@aws-sdk/util-dynamodb';
// Every batch this Lambda takes goes on the bus: its client loads at init, not on the first batch (the adapter's
// own load, functions/lib/adapters/aws.ts, then finds it loaded).
import '@aws-sdk/client-eventbridge';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { Item } from '../data/db';
import { transactWrite } from '../data/db';
import { deleteEvent, fromItem } from '../data/outbox-event';
import { type Deps, getDeps } from '../lib/deps';
import type { DomainEvent } from '../lib/ports/event-bus';

/**
 * Puts outbox events on the bus, then deletes them. At least once: a crash between the two publishes again,
 * so consumers deduplicate by event id.
 */
export async function relayEvents(deps: Deps, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await deps.bus.publish(events);
  for (let i = 0; i < events.length; i += 100) {
    await transactWrite(
      deps.db,
      events.slice(i, i + 100).map((event) => deleteEvent(deps.db, event.id)),
    );
  }
}

/** AWS: the table's stream, filtered by infra to inserted outbox items. */
export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const events = event.Records.flatMap((record) =>
    record.eventName === 'INSERT' && record.dynamodb?.NewImage
      ? [fromItem(unmarshall(record.dynamodb.NewImage as Parameters<typeof unmarshall>[0]) as Item)]
      : [],
  );
  await relayEvents(getDeps(), events);
}
