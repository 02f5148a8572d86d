/** A domain event as it travels on the bus: EventBridge's detail-type and detail. */
export interface DomainEvent<T = Record<string, unknown>> {
  id: string;
  type: string;
  detail: T;
  occurredAt: string;
}

/** Puts events on the bus. Handlers never call it directly: they write outbox items (data/outbox-event.ts). */
export interface EventBusPort {
  publish(events: DomainEvent[]): Promise<void>;
}
