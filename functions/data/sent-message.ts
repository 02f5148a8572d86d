import type { OutgoingMessage } from '../lib/ports/mailer';
import { type Db, type Item, queryItems } from './db';

/** Messages the sandbox mailer "sent", shown newest first on /dev/outbox. Never written in AWS. */
export interface SentMessage extends OutgoingMessage {
  id: string;
  sentAt: string;
}

const PARTITION = 'SENT_MESSAGE';

export const toItem = (message: SentMessage): Item => ({
  pk: PARTITION,
  sk: `${message.sentAt}#${message.id}`,
  entity: 'sent-message',
  ...message,
});

export const fromItem = (item: Item): SentMessage => ({
  id: String(item.id),
  sentAt: String(item.sentAt),
  channel: item.channel as SentMessage['channel'],
  to: String(item.to),
  subject: String(item.subject),
  body: String(item.body),
});

export const listSentMessages = (db: Db, limit = 200) =>
  queryItems(db, { pk: PARTITION, descending: true, limit, consistent: true }, fromItem);
