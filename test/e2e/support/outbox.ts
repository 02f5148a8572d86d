import { expect } from 'vitest';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  sent_at: string;
}

/** Waits for the newest message to `to` that matches, as a person would watch their phone or inbox. */
export async function waitForMessage(
  baseUrl: string,
  to: string,
  matches: (message: OutboxMessage) => boolean = () => true,
  after = '',
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as OutboxMessage[];
        found = outbox.find((m) => m.to === to && m.sent_at > after && matches(m));
        return found !== undefined;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  return found!;
}

export const sixDigitCode = (message: OutboxMessage) => {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${message.body}`);
  return code;
};
