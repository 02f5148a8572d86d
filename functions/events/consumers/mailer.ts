import type { OutgoingMessage } from '../../lib/ports/mailer';
import { type BusEnvelope, type EventType, eventCatalog } from '../catalog';
import { sqsConsumer } from '../sqs-consumer';

type Renderer = (detail: Record<string, unknown>) => OutgoingMessage;

/** The e-mails each event sends. Later features add their renderers. */
const renderers: Partial<Record<EventType, Renderer>> = {
  EmailSubscribed: (detail) => {
    const { email } = eventCatalog.EmailSubscribed.parse(detail);
    return {
      channel: 'email',
      to: email,
      subject: "You're on the list",
      body: '<p>Thanks for subscribing! We will e-mail you about new drops, packs and auctions.</p>',
    };
  },
};

export function renderMessage(event: BusEnvelope): OutgoingMessage | undefined {
  return renderers[event['detail-type'] as EventType]?.(event.detail);
}

export const { handler, consumeBatch } = sqsConsumer('mailer', async (deps, event) => {
  const message = renderMessage(event);
  if (!message) {
    deps.logger.warn('no e-mail for event', { type: event['detail-type'] });
    return;
  }
  await deps.mailer.send(message);
});
