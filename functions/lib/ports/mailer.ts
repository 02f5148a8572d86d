export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

/** E-mail and SMS. The sandbox keeps sent messages for the /dev/outbox page; AWS sends through SES / SNS. */
export interface MailerPort {
  send(message: OutgoingMessage): Promise<void>;
}
