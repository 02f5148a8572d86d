import { describe, expect, it, vi } from 'vitest';
import { type DwollaOptions, dwollaBankPayouts } from '../../../functions/lib/adapters/dwolla-bank-payouts';
import { ManualClock } from '../../../functions/lib/clock';

const BASE = 'https://api-sandbox.dwolla.test';
const SOURCE = `${BASE}/funding-sources/master-source`;
const HAL_JSON = 'application/vnd.dwolla.v1.hal+json';

type Answer = { status: number; body?: unknown; location?: string } | 'network-error';

/** A Dwolla stand-in: answers by "METHOD path?query" (in order, then 404) and records each request. */
function fakeDwolla(
  routes: Record<string, Answer[]>,
  account: Pick<DwollaOptions, 'accountId' | 'sourceFundingSourceUrl'> = {
    accountId: 'acct-1',
    sourceFundingSourceUrl: SOURCE,
  },
) {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  const fetch = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}${url.search}`]?.shift() ?? {
      status: 404,
    };
    if (answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.location ? { location: answer.location } : {},
    });
  });
  const payouts = dwollaBankPayouts({
    baseUrl: BASE,
    key: async () => 'app-key',
    secret: async () => 'app-secret',
    ...account,
    fetch: fetch as unknown as typeof globalThis.fetch,
    clock,
  });
  const requests = () =>
    fetch.mock.calls.map(([input, init]) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      return {
        call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`,
        headers,
        body:
          typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body,
      };
    });
  return { payouts, requests, clock };
}

const token = (expiresIn = 3600): Answer => ({
  status: 200,
  body: { access_token: 'access-1', token_type: 'Bearer', expires_in: expiresIn },
});

const transfersOf = (reference: string) => `GET /accounts/acct-1/transfers?correlationId=${reference}`;

describe('Dwolla bank payouts', () => {
  it('gets a client-credentials token once and uses it until it nearly expires', async () => {
    const { payouts, requests, clock } = fakeDwolla({
      'POST /token': [token(3600), { status: 200, body: { access_token: 'access-2', expires_in: 3600 } }],
      'GET /customers/c-1': [
        { status: 200, body: { id: 'c-1', firstName: 'Ada', lastName: 'L', status: 'unverified' } },
        { status: 200, body: { id: 'c-1', firstName: 'Ada', lastName: 'L', status: 'unverified' } },
        { status: 200, body: { id: 'c-1', firstName: 'Ada', lastName: 'L', status: 'unverified' } },
      ],
    });
    await payouts.getCustomer('c-1');
    await payouts.getCustomer('c-1');
    clock.advance(3600_000 - 60_000);
    await payouts.getCustomer('c-1');
    const sent = requests();
    expect(sent.map((request) => request.call)).toEqual([
      'POST /token',
      'GET /customers/c-1',
      'GET /customers/c-1',
      'POST /token',
      'GET /customers/c-1',
    ]);
    const [tokenRequest] = sent;
    expect(tokenRequest?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('app-key:app-secret').toString('base64')}`,
    );
    expect(tokenRequest?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest?.body).toBe('grant_type=client_credentials');
    expect(sent[1]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(sent[1]?.headers.get('accept')).toBe(HAL_JSON);
    expect(sent[4]?.headers.get('authorization')).toBe('Bearer access-2');
  });

  it('creates a receive-only customer with the reference as Idempotency-Key and correlationId', async () => {
    const { payouts, requests } = fakeDwolla({
      'POST /token': [token()],
      'POST /customers': [{ status: 201, location: `${BASE}/customers/c-9` }],
      'GET /customers/c-9': [
        { status: 200, body: { id: 'c-9', firstName: 'Ada', lastName: 'L', status: 'unverified' } },
      ],
    });
    const customer = await payouts.createCustomer({
      reference: 'user-1',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
    });
    expect(customer).toEqual({ id: 'c-9', firstName: 'Ada', lastName: 'L', status: 'verified' });
    const created = requests().find((request) => request.call === 'POST /customers');
    expect(created?.headers.get('idempotency-key')).toBe('user-1');
    expect(created?.headers.get('content-type')).toBe(HAL_JSON);
    expect(created?.body).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      type: 'receive-only',
      correlationId: 'user-1',
    });
  });

  it('answers the existing customer when Dwolla names a duplicate, and maps suspended ones', async () => {
    const duplicate = {
      code: 'ValidationError',
      _embedded: { errors: [{ code: 'Duplicate', _links: { about: { href: `${BASE}/customers/c-old` } } }] },
    };
    const { payouts } = fakeDwolla({
      'POST /token': [token()],
      'POST /customers': [
        { status: 400, body: duplicate },
        { status: 400, body: { code: 'ValidationError' } },
      ],
      'GET /customers/c-old': [
        { status: 200, body: { id: 'c-old', firstName: 'A', lastName: 'B', status: 'suspended' } },
      ],
      'GET /customers/c-gone': [
        { status: 200, body: { id: 'c-gone', firstName: 'A', lastName: 'B', status: 'deactivated' } },
      ],
    });
    const input = { reference: 'user-1', firstName: 'A', lastName: 'B', email: 'a@example.com' };
    expect((await payouts.createCustomer(input)).status).toBe('suspended');
    await expect(payouts.createCustomer(input)).rejects.toThrow(/400 ValidationError/);
    expect((await payouts.getCustomer('c-gone'))?.status).toBe('suspended');
    expect(await payouts.getCustomer('c-unknown')).toBeNull();
  });

  it('creates a funding source and keeps only the last 4 digits, never naming the number in errors', async () => {
    const { payouts, requests } = fakeDwolla({
      'POST /token': [token()],
      'POST /customers/c-1/funding-sources': [
        { status: 201, location: `${BASE}/funding-sources/fs-1` },
        { status: 400, body: { code: 'ValidationError', message: 'Account 987654321 is invalid' } },
      ],
    });
    const account = {
      accountName: 'My checking',
      accountNumber: '987654321',
      routingNumber: '222222226',
      type: 'savings' as const,
    };
    expect(await payouts.createFundingSource('c-1', account)).toEqual({
      id: 'fs-1',
      name: 'My checking',
      type: 'savings',
      last4: '4321',
    });
    expect(requests()[1]?.body).toEqual({
      routingNumber: '222222226',
      accountNumber: '987654321',
      bankAccountType: 'savings',
      name: 'My checking',
    });
    const refused = await payouts.createFundingSource('c-1', account).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).not.toContain('987654321');
  });

  it('sends a transfer from the master funding source once, by reference', async () => {
    const { payouts, requests } = fakeDwolla({
      'POST /token': [token()],
      [transfersOf('w-1')]: [
        { status: 200, body: { _embedded: { transfers: [] } } },
        { status: 200, body: { _embedded: { transfers: [{ id: 't-1', status: 'pending' }] } } },
      ],
      'POST /transfers': [{ status: 201, location: `${BASE}/transfers/t-1` }],
      'GET /transfers/t-1': [{ status: 200, body: { id: 't-1', status: 'pending' } }],
    });
    const request = { reference: 'w-1', amountCents: 123_456, fundingSourceId: 'fs-1' };
    expect(await payouts.sendTransfer(request)).toEqual({ id: 't-1', status: 'pending', failure: null });
    const posted = requests().find((sent) => sent.call === 'POST /transfers');
    expect(posted?.headers.get('idempotency-key')).toBe('w-1');
    expect(posted?.body).toEqual({
      _links: { source: { href: SOURCE }, destination: { href: `${BASE}/funding-sources/fs-1` } },
      amount: { currency: 'USD', value: '1234.56' },
      correlationId: 'w-1',
    });
    // Sent again: found by its correlationId, nothing posted.
    expect(await payouts.sendTransfer(request)).toEqual({ id: 't-1', status: 'pending', failure: null });
    expect(requests().filter((sent) => sent.call === 'POST /transfers')).toHaveLength(1);
    await expect(payouts.sendTransfer({ ...request, amountCents: 0 })).rejects.toThrow(/positive/);
  });

  it('reconciles a transfer whose answer was lost, and throws when none was made', async () => {
    const { payouts } = fakeDwolla({
      'POST /token': [token()],
      [transfersOf('w-2')]: [
        { status: 200, body: { _embedded: { transfers: [] } } },
        { status: 200, body: { _embedded: { transfers: [{ id: 't-2', status: 'pending' }] } } },
      ],
      [transfersOf('w-3')]: [
        { status: 200, body: { _embedded: { transfers: [] } } },
        { status: 200, body: { _embedded: { transfers: [] } } },
      ],
      'POST /transfers': ['network-error', { status: 400, body: { code: 'InsufficientFunds' } }],
    });
    expect(await payouts.sendTransfer({ reference: 'w-2', amountCents: 100, fundingSourceId: 'fs' })).toEqual(
      {
        id: 't-2',
        status: 'pending',
        failure: null,
      },
    );
    await expect(
      payouts.sendTransfer({ reference: 'w-3', amountCents: 100, fundingSourceId: 'fs' }),
    ).rejects.toThrow(/not made \(400\)/);
  });

  it('maps transfer statuses, reading the failure of failed ones', async () => {
    const found = (status: string, id: string) => ({
      status: 200,
      body: { _embedded: { transfers: [{ id, status }] } },
    });
    const { payouts } = fakeDwolla({
      'POST /token': [token()],
      [transfersOf('a')]: [found('pending', 't-a')],
      [transfersOf('b')]: [found('processed', 't-b')],
      [transfersOf('c')]: [found('cancelled', 't-c')],
      [transfersOf('d')]: [found('failed', 't-d')],
      [transfersOf('e')]: [found('failed', 't-e')],
      [transfersOf('f')]: [found('reclaimed', 't-f')],
      [transfersOf('g')]: [{ status: 200, body: { _embedded: { transfers: [] } } }],
      [transfersOf('h')]: [{ status: 500 }],
      'GET /transfers/t-d/failure': [
        { status: 200, body: { code: 'R01', description: 'Insufficient Funds' } },
      ],
      'GET /transfers/t-e/failure': [
        { status: 200, body: { code: 'risk-declined', description: 'Declined' } },
      ],
    });
    expect(await payouts.findTransfer('a')).toEqual({ id: 't-a', status: 'pending', failure: null });
    expect(await payouts.findTransfer('b')).toEqual({ id: 't-b', status: 'completed', failure: null });
    expect(await payouts.findTransfer('c')).toEqual({ id: 't-c', status: 'failed', failure: 'Cancelled' });
    expect(await payouts.findTransfer('d')).toEqual({
      id: 't-d',
      status: 'returned',
      failure: 'R01 Insufficient Funds',
    });
    expect(await payouts.findTransfer('e')).toEqual({
      id: 't-e',
      status: 'failed',
      failure: 'risk-declined Declined',
    });
    await expect(payouts.findTransfer('f')).rejects.toThrow(/unknown status 'reclaimed'/);
    expect(await payouts.findTransfer('g')).toBeNull();
    await expect(payouts.findTransfer('h')).rejects.toThrow(/500/);
  });

  it('needs its account and source funding source to send and find transfers', async () => {
    const { payouts, requests } = fakeDwolla({}, { accountId: undefined, sourceFundingSourceUrl: undefined });
    await expect(payouts.findTransfer('w-1')).rejects.toThrow('DWOLLA_ACCOUNT_ID must be set');
    await expect(
      payouts.sendTransfer({ reference: 'w-1', amountCents: 100, fundingSourceId: 'fs' }),
    ).rejects.toThrow('DWOLLA_SOURCE_FUNDING_SOURCE_URL must be set');
    expect(requests()).toEqual([]);
  });

  it('renews a token Dwolla refuses, once', async () => {
    const { payouts, requests } = fakeDwolla({
      'POST /token': [token(), { status: 200, body: { access_token: 'access-2', expires_in: 3600 } }],
      'GET /customers/c-1': [
        { status: 401 },
        { status: 200, body: { id: 'c-1', firstName: 'A', lastName: 'B', status: 'verified' } },
      ],
    });
    expect((await payouts.getCustomer('c-1'))?.id).toBe('c-1');
    expect(requests().map((sent) => [sent.call, sent.headers.get('authorization')])).toEqual([
      ['POST /token', expect.stringMatching(/^Basic /)],
      ['GET /customers/c-1', 'Bearer access-1'],
      ['POST /token', expect.stringMatching(/^Basic /)],
      ['GET /customers/c-1', 'Bearer access-2'],
    ]);
  });
});
