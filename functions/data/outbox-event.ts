import type { DomainEvent } from '../lib/ports/event-bus';
import { type Db, type Item, queryItems, type TransactItem } from './db';

/**
 * The transactional outbox: an event is an item written in the same TransactWriteItems as the change it
 * describes, so no change is saved without its event and no event leaves for a change that did not happen.
 * The relay (functions/events/outbox-relay.ts) puts pending events on the bus and deletes them.
 */
export const OUTBOX_PARTITION = 'OUTBOX';

export const outboxKey = (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'EVENT' });

export function toItem(event: DomainEvent): Item {
  return {
    ...outboxKey(event.id),
    gsi1pk: OUTBOX_PARTITION,
    gsi1sk: event.id,
    entity: 'outbox-event',
    type: event.type,
    detail: event.detail,
    occurredAt: event.occurredAt,
  };
}

export function fromItem(item: Item): DomainEvent {
  return {
    id: String(item.gsi1sk),
    type: String(item.type),
    detail: item.detail as Record<string, unknown>,
    occurredAt: String(item.occurredAt),
  };
}

/** The transaction item that records an event next to the change that caused it. */
export const recordEvent = (db: Db, event: DomainEvent): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(event), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Pending events, oldest first (ids are time-sortable). Read through a GSI: a just-written event may lag. */
export const listPendingEvents = (db: Db, limit = 100) =>
  queryItems(db, { index: 'gsi1', pk: OUTBOX_PARTITION, limit }, fromItem);

export const deleteEvent = (db: Db, id: string): TransactItem => ({
  Delete: { TableName: db.tableName, Key: outboxKey(id) },
});
