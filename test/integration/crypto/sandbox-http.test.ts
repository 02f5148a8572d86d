import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../functions/lib/deps';
import { createLogger } from '../../../functions/lib/logger';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { sandboxPages } from '../../../scripts/local-cloud/sandbox-pages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { coinBalance, createAddress, REFUND_ADDRESSES, verifiedUser } from './support';

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

describe('/sandbox/crypto over HTTP', () => {
  it('shows the form and credits a deposit posted from it, as a browser sends it', async () => {
    const alice = await verifiedUser(deps);
    const address = (await createAddress(alice, 'XTZ', REFUND_ADDRESSES.XTZ)).body
      .collectibles_deposit_address;

    const form = await fetch(`${base}/sandbox/crypto?coin=XTZ&address=${encodeURIComponent(address)}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('id="send-deposit"');

    const sent = await fetch(`${base}/sandbox/crypto`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ address, coin: 'XTZ', amount: '3.5', tx_id: '' }).toString(),
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toMatch(/id="deposit-result"[^>]*data-outcome="credited"/);
    expect(await coinBalance(alice, 'XTZ')).toBe('3.500000');
  });
});
