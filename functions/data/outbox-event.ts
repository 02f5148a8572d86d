import type { DomainEvent } from '../lib/ports/event-bus';
import { type Db, type Item, queryItems, type TransactItem } from './db';

/**
 * The transactional outbox: the events a change raises are an item written in the same TransactWriteItems as the
 * change, so no change is saved without its events and no event leaves for a change that did not happen. The
 * relay (functions/events/outbox-relay.ts) puts pending events on the bus and deletes their items.
 */
export const OUTBOX_PARTITION = 'OUTBOX';

/** An outbox item: the events one change raised (most raise one), keyed by the first one's id. */
export interface OutboxEntry {
  id: string;
  events: DomainEvent[];
}

export const outboxKey = (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'EVENT' });

export function toItem(events: readonly DomainEvent[]): Item {
  const [first] = events;
  if (!first) throw new Error('An outbox item holds at least one event');
  return {
    ...outboxKey(first.id),
    gsi1pk: OUTBOX_PARTITION,
    gsi1sk: first.id,
    entity: 'outbox-event',
    events: events.map(({ id, type, detail, occurredAt }) => ({ id, type, detail, occurredAt })),
  };
}

export function entryOf(item: Item): OutboxEntry {
  const id = String(item.gsi1sk);
  // An item written before events were grouped holds its one event in attributes of its own.
  const events = Array.isArray(item.events)
    ? (item.events as DomainEvent[])
    : [
        {
          id,
          type: String(item.type),
          detail: item.detail as Record<string, unknown>,
          occurredAt: String(item.occurredAt),
        },
      ];
  return { id, events };
}

/**
 * The transaction item that records a change's events next to it: one item for all of them, as each item of a
 * transaction is a billed write, and one that a lost race cancels is billed too.
 */
export const recordEvents = (db: Db, events: readonly DomainEvent[]): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(events), ConditionExpression: 'attribute_not_exists(pk)' },
});

export const recordEvent = (db: Db, event: DomainEvent): TransactItem => recordEvents(db, [event]);

/** Pending items, oldest first (ids are time-sortable). Read through a GSI: a just-written item may lag. */
export const listPendingEntries = (db: Db, limit = 100) =>
  queryItems(db, { index: 'gsi1', pk: OUTBOX_PARTITION, limit }, entryOf);

/** The events of the pending items (listPendingEntries), in order. */
export const listPendingEvents = async (db: Db, limit = 100): Promise<DomainEvent[]> =>
  (await listPendingEntries(db, limit)).flatMap((entry) => entry.events);

export const deleteEntry = (db: Db, id: string): TransactItem => ({
  Delete: { TableName: db.tableName, Key: outboxKey(id) },
});
