import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../functions/lib/deps';
import { createLogger } from '../../../functions/lib/logger';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { sandboxPages } from '../../../scripts/local-cloud/sandbox-pages';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { addCardBody, TEST_CARDS } from './support';

let deps: Deps;
let server: ReturnType<typeof createHttpServer>;
let base: string;

beforeAll(async () => {
  deps = createTestDeps(await createTestDb()).deps;
  server = createHttpServer({
    webDir: '/nonexistent',
    mediaDir: '/nonexistent',
    logger: createLogger({ test: true }, 'error', () => {}),
    sandboxPages: sandboxPages(deps),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const postJson = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const card = (number: string) => ({ number, expiry_month: 12, expiry_year: 2030, cvv: '123', name: 'Ada' });

describe('the card sandbox over HTTP', () => {
  it('tokenizes JSON posts as the hosted fields send them', async () => {
    const ok = await postJson('/sandbox/cards/tokens', card(TEST_CARDS.approved));
    expect(ok.status).toBe(201);
    expect(ok.headers.get('content-type')).toBe('application/json');
    expect(await ok.json()).toEqual({ token: expect.stringMatching(/^tok_/), last4: '4242', scheme: 'visa' });

    const failed = await postJson('/sandbox/cards/tokens', card(TEST_CARDS.tokenizationFails));
    expect(failed.status).toBe(422);
    expect(await failed.json()).toEqual({ detail: messages.useAnotherCard });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const malformed = await fetch(`${base}/sandbox/cards/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"number":',
    });
    expect(malformed.status).toBe(400);
  });

  it('shows the challenge page and sends Complete on to /app/3ds-success', async () => {
    const alice = await signedInUser(deps);
    const { token } = await (await postJson('/sandbox/cards/tokens', card(TEST_CARDS.challenge))).json();
    const added = await alice.call('POST', '/api/payments/add-payment-method', addCardBody(token));

    const page = await fetch(`${base}${added.body.redirect_url}`);
    const html = await page.text();
    for (const label of ['Complete', 'Fail', 'Cancel']) expect(html).toContain(`>${label}</button>`);

    const completed = await fetch(`${base}${added.body.redirect_url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=complete',
    });
    expect(await completed.text()).toMatch(
      /url=http:\/\/localhost:3000\/app\/3ds-success\?cko-session-id=sid_/,
    );
  });
});
