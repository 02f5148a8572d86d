import { z } from 'zod';
import type { Deps } from '../lib/deps';
import type { DomainEvent } from '../lib/ports/event-bus';

/** Every domain event the platform emits (EventBridge detail-type -> detail schema). Later features add theirs. */
export const eventCatalog = {
  EmailSubscribed: z.object({ email: z.string().email(), tags: z.array(z.string()) }),
  DropStateChanged: z.object({
    drop_id: z.string(),
    from: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    to: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
} as const;

export type EventType = keyof typeof eventCatalog;
export type EventDetail<T extends EventType> = z.infer<(typeof eventCatalog)[T]>;

/** Builds a validated event, ready to be written to the outbox in the same transaction as its change. */
export function newEvent<T extends EventType>(
  deps: Pick<Deps, 'newId' | 'clock'>,
  type: T,
  detail: EventDetail<T>,
) {
  const event: DomainEvent<EventDetail<T>> = {
    id: deps.newId(),
    type,
    detail: eventCatalog[type].parse(detail) as EventDetail<T>,
    occurredAt: deps.clock.now().toISOString(),
  };
  return event as DomainEvent;
}

/** The envelope consumers receive: the EventBridge event shape, as SQS delivers it in a record body. */
export const busEnvelopeSchema = z.object({
  id: z.string(),
  'detail-type': z.string(),
  source: z.string(),
  time: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type BusEnvelope = z.infer<typeof busEnvelopeSchema>;
