import { unmarshall } from '@aws-sdk/util-dynamodb';
// Every batch this Lambda takes goes on the bus: its client loads at init, not on the first batch (the adapter's
// own load, functions/lib/adapters/aws.ts, then finds it loaded).
import '@aws-sdk/client-eventbridge';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { Item } from '../data/db';
import { transactWrite } from '../data/db';
import { deleteEntry, entryOf, type OutboxEntry } from '../data/outbox-event';
import { type Deps, getDeps } from '../lib/deps';

/**
 * Puts the outbox items' events on the bus, then deletes the items. At least once: a crash between the two
 * publishes again, so consumers deduplicate by event id.
 */
export async function relayEvents(deps: Deps, entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await deps.bus.publish(entries.flatMap((entry) => entry.events));
  for (let i = 0; i < entries.length; i += 100) {
    await transactWrite(
      deps.db,
      entries.slice(i, i + 100).map((entry) => deleteEntry(deps.db, entry.id)),
    );
  }
}

/** AWS: the table's stream, filtered by infra to inserted outbox items. */
export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const entries = event.Records.flatMap((record) =>
    record.eventName === 'INSERT' && record.dynamodb?.NewImage
      ? [entryOf(unmarshall(record.dynamodb.NewImage as Parameters<typeof unmarshall>[0]) as Item)]
      : [],
  );
  await relayEvents(getDeps(), entries);
}
