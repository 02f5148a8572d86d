import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../data/db';
import { toItem } from '../../data/sent-message';
import type { Clock } from '../clock';
import type { MailerPort } from '../ports/mailer';

/** The e-mail and SMS sandbox: keeps every message for /dev/outbox instead of sending it. */
export function sandboxMailer(db: Db, clock: Clock, newId: () => string): MailerPort {
  return {
    async send(message) {
      const item = toItem({ ...message, id: newId(), sentAt: clock.now().toISOString() });
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: item }));
    },
  };
}
