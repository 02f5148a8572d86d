import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it, vi } from 'vitest';
import {
  bitpayCryptoPayouts,
  bitpaySignatureHeaders,
} from '../../../functions/lib/adapters/bitpay-crypto-payouts';

const BASE = 'https://test.bitpay.test';
const PRIVATE_KEY = bytesToHex(secp256k1.utils.randomSecretKey());
const PUBLIC_KEY = bytesToHex(secp256k1.getPublicKey(hexToBytes(PRIVATE_KEY), true));

type Answer = { status: number; body?: unknown } | 'network-error';

/** A BitPay stand-in: answers by "METHOD path" (in order, then 404) and records each request. */
function fakeBitPay(routes: Record<string, Answer[]>) {
  const fetch = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`]?.shift() ?? {
      status: 404,
      body: { status: 'error', message: 'Not found' },
    };
    if (answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
  const payouts = bitpayCryptoPayouts({
    baseUrl: BASE,
    token: async () => 'payout-token',
    privateKey: async () => PRIVATE_KEY,
    notificationEmail: 'payouts@example.com',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const requests = () =>
    fetch.mock.calls.map(([input, init]) => {
      const url = new URL(String(input));
      return {
        call: `${init?.method ?? 'GET'} ${url.pathname}`,
        url,
        headers: new Headers(init?.headers),
        text: typeof init?.body === 'string' ? init.body : '',
      };
    });
  return { payouts, requests };
}

/** Checks the request's signature as BitPay does: sha256(url + body) signed by the key in x-identity. */
function verifySigned(request: { url: URL; headers: Headers; text: string }) {
  expect(request.headers.get('x-identity')).toBe(PUBLIC_KEY);
  const signature = hexToBytes(request.headers.get('x-signature') ?? '');
  const message = utf8ToBytes(request.url.href + request.text);
  // noble verifies low-S signatures only, unless told otherwise.
  expect(secp256k1.verify(signature, message, hexToBytes(PUBLIC_KEY), { format: 'der' })).toBe(true);
  expect(
    secp256k1.verify(signature, utf8ToBytes(`${request.url.href}x`), hexToBytes(PUBLIC_KEY), {
      format: 'der',
    }),
  ).toBe(false);
}

describe('BitPay crypto payouts', () => {
  it('signs url + body with the merchant key, in low-S DER as strict verifiers require', () => {
    // About half of raw ECDSA signatures have a high S: twenty messages exercise the normalisation.
    for (let at = 0; at < 20; at++) {
      const body = JSON.stringify({ at });
      const headers = bitpaySignatureHeaders(PRIVATE_KEY, `${BASE}/payouts`, body);
      expect(headers['x-identity']).toBe(PUBLIC_KEY);
      verifySigned({ url: new URL(`${BASE}/payouts`), headers: new Headers(headers), text: body });
    }
  });

  it('invites a recipient with the token in the body, signed', async () => {
    const { payouts, requests } = fakeBitPay({
      'POST /recipients': [
        { status: 200, body: { data: [{ id: 'r-1', email: 'a@example.com', status: 'invited' }] } },
      ],
    });
    expect(
      await payouts.inviteRecipient({ reference: 'user-1', email: 'a@example.com', label: 'Ada' }),
    ).toEqual({
      id: 'r-1',
      status: 'invited',
    });
    const [invite] = requests();
    expect(JSON.parse(invite?.text ?? '')).toEqual({
      recipients: [{ email: 'a@example.com', label: 'Ada' }],
      token: 'payout-token',
    });
    expect(invite?.headers.get('x-accept-version')).toBe('2.0.0');
    if (invite) verifySigned(invite);
  });

  it('answers the first recipient when BitPay refuses a second invitation of the e-mail', async () => {
    const others = Array.from({ length: 100 }, (_, at) => ({
      id: `x-${at}`,
      email: `x${at}@e.com`,
      status: 'active',
    }));
    const { payouts, requests } = fakeBitPay({
      'POST /recipients': [
        { status: 400, body: { status: 'error', message: 'Recipient already exists' } },
        { status: 400, body: { status: 'error', message: 'Bad e-mail' } },
      ],
      'GET /recipients': [
        { status: 200, body: { data: others } },
        { status: 200, body: { data: [{ id: 'r-1', email: 'A@Example.com', status: 'active' }] } },
        { status: 200, body: { data: [] } },
      ],
    });
    expect(await payouts.inviteRecipient({ reference: 'u', email: 'a@example.com', label: 'Ada' })).toEqual({
      id: 'r-1',
      status: 'active',
    });
    const pages = requests().filter((request) => request.call === 'GET /recipients');
    expect(pages.map((page) => page.url.searchParams.get('offset'))).toEqual(['0', '100']);
    expect(pages[0]?.url.searchParams.get('token')).toBe('payout-token');
    await expect(
      payouts.inviteRecipient({ reference: 'u', email: 'b@example.com', label: 'B' }),
    ).rejects.toThrow(/invitation answered 400/);
  });

  it('reads a recipient with the token in the query', async () => {
    const { payouts, requests } = fakeBitPay({
      'GET /recipients/r-1': [
        { status: 200, body: { data: { id: 'r-1', status: 'paused' } } },
        { status: 200, body: { data: { id: 'r-1', status: 'someday' } } },
      ],
    });
    expect(await payouts.getRecipient('r-1')).toEqual({ id: 'r-1', status: 'paused' });
    await expect(payouts.getRecipient('r-1')).rejects.toThrow(/unknown status 'someday'/);
    expect(await payouts.getRecipient('r-2')).toBeNull();
    const [read] = requests();
    expect(read?.url.searchParams.get('token')).toBe('payout-token');
    expect(read?.text).toBe('');
    if (read) verifySigned(read);
  });

  it('sends a USD payout once per reference', async () => {
    const { payouts, requests } = fakeBitPay({
      'GET /payouts': [
        { status: 200, body: { data: [] } },
        { status: 200, body: { data: [{ id: 'p-1', reference: 'w-1', status: 'funded' }] } },
      ],
      'POST /payouts': [{ status: 200, body: { data: { id: 'p-1', reference: 'w-1', status: 'new' } } }],
    });
    const payout = { reference: 'w-1', amountCents: 2550, recipientId: 'r-1', coin: 'BTC' as const };
    expect(await payouts.sendPayout(payout)).toEqual({ id: 'p-1', status: 'pending', failure: null });
    expect(await payouts.sendPayout(payout)).toEqual({ id: 'p-1', status: 'pending', failure: null });
    const sent = requests();
    expect(sent.map((request) => request.call)).toEqual(['GET /payouts', 'POST /payouts', 'GET /payouts']);
    expect(sent[0]?.url.searchParams.get('reference')).toBe('w-1');
    expect(JSON.parse(sent[1]?.text ?? '')).toEqual({
      amount: 25.5,
      currency: 'USD',
      ledgerCurrency: 'BTC',
      reference: 'w-1',
      recipientId: 'r-1',
      notificationEmail: 'payouts@example.com',
      token: 'payout-token',
    });
    if (sent[1]) verifySigned(sent[1]);
  });

  it('omits the coin when none is chosen, reconciles a lost answer and throws when nothing was made', async () => {
    const { payouts, requests } = fakeBitPay({
      'GET /payouts': [
        { status: 200, body: { data: [] } },
        { status: 200, body: { data: [{ id: 'p-2', reference: 'w-2', status: 'processing' }] } },
        { status: 200, body: { data: [] } },
        { status: 200, body: { data: [{ id: 'p-x', reference: 'other', status: 'complete' }] } },
      ],
      'POST /payouts': [
        'network-error',
        { status: 400, body: { status: 'error', message: 'Insufficient balance' } },
      ],
    });
    expect(
      await payouts.sendPayout({ reference: 'w-2', amountCents: 1000, recipientId: 'r', coin: null }),
    ).toEqual({
      id: 'p-2',
      status: 'pending',
      failure: null,
    });
    expect(JSON.parse(requests()[1]?.text ?? '')).not.toHaveProperty('ledgerCurrency');
    await expect(
      payouts.sendPayout({ reference: 'w-3', amountCents: 1000, recipientId: 'r', coin: null }),
    ).rejects.toThrow(/not made \(400\)/);
    await expect(
      payouts.sendPayout({ reference: 'w-4', amountCents: -5, recipientId: 'r', coin: null }),
    ).rejects.toThrow(/positive/);
  });

  it('maps payout statuses', async () => {
    const payoutWith = (status: string, message?: string): Answer => ({
      status: 200,
      body: { data: [{ id: `p-${status}`, reference: 'w', status, message }] },
    });
    const { payouts } = fakeBitPay({
      'GET /payouts': [
        payoutWith('new'),
        payoutWith('funded'),
        payoutWith('processing'),
        payoutWith('complete'),
        payoutWith('failed', 'Address invalid'),
        payoutWith('cancelled'),
        payoutWith('mystery'),
        { status: 500, body: {} },
      ],
    });
    const statuses = [];
    for (let at = 0; at < 6; at++) statuses.push(await payouts.findPayout('w'));
    expect(statuses).toEqual([
      { id: 'p-new', status: 'pending', failure: null },
      { id: 'p-funded', status: 'pending', failure: null },
      { id: 'p-processing', status: 'pending', failure: null },
      { id: 'p-complete', status: 'completed', failure: null },
      { id: 'p-failed', status: 'failed', failure: 'Address invalid' },
      { id: 'p-cancelled', status: 'failed', failure: 'Payout cancelled' },
    ]);
    await expect(payouts.findPayout('w')).rejects.toThrow(/unknown status 'mystery'/);
    await expect(payouts.findPayout('w')).rejects.toThrow(/500/);
  });
});
