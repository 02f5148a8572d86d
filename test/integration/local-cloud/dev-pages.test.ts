import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { sandboxMailer } from '../../../functions/lib/adapters/sandbox-mailer';
import { systemClock } from '../../../functions/lib/clock';
import { createIdGenerator } from '../../../functions/lib/ids';
import { devRoutes } from '../../../scripts/local-cloud/dev-pages';
import { createTestDb } from '../../support/db';

// jsdom (the web tests' DOM) ships no types; a page parser is all this test needs of it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
  const mailer = sandboxMailer(db, systemClock, createIdGenerator());
  await mailer.send({
    channel: 'email',
    to: 'fan@example.com',
    subject: 'Verify your email address',
    body: '<p>Confirm: <a href="https://shop.example/app/confirm-email?code=abc">confirm</a></p><script>parent.stolen = 1</script>',
  });
  await mailer.send({
    channel: 'sms',
    to: '+12015550100',
    subject: 'Your Collectibles code',
    body: 'Your Collectibles code is 123456 <b>',
  });
});

/** Answers `path` as the local cloud's HTTP server would, and parses the page. */
async function open(path: string): Promise<Document> {
  let body = '';
  const res = { writeHead: () => res, end: (chunk: string) => (body = chunk) };
  expect(await devRoutes(db, { sections: async () => [] })(path, res as unknown as ServerResponse)).toBe(
    true,
  );
  return new JSDOM(body).window.document;
}

describe('/dev/outbox', () => {
  it('shows an e-mail as its HTML in a sandboxed frame whose links open a new tab', async () => {
    const page = await open('/dev/outbox');
    const frame = page.querySelector<HTMLIFrameElement>('[data-channel="email"] iframe')!;
    expect(frame.title).toBe('E-mail to fan@example.com: Verify your email address');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-popups');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');

    const email = new JSDOM(frame.getAttribute('srcdoc')!).window.document;
    expect(email.querySelector('base')?.getAttribute('target')).toBe('_blank');
    const link = email.querySelector('a')!;
    expect(link.textContent).toBe('confirm');
    expect(link.getAttribute('href')).toBe('https://shop.example/app/confirm-email?code=abc');
    // The body is the frame's only: nothing of it runs in or reaches the outbox page itself.
    expect(page.querySelectorAll('script, a[href*="confirm-email"]')).toHaveLength(0);
  });

  it('shows an SMS as plain text', async () => {
    const page = await open('/dev/outbox');
    const sms = page.querySelector('[data-channel="sms"]')!;
    expect(sms.querySelector('pre')?.textContent).toBe('Your Collectibles code is 123456 <b>');
    expect(sms.querySelector('iframe, b')).toBeNull();
    expect(sms.textContent).toContain('SMS to +12015550100');
  });
});
