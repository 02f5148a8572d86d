import { type Clock, systemClock } from '../clock';
import type { BankCustomer, BankPayoutsPort, PayoutTransfer } from '../ports/payouts';
import { assertPositiveCents } from './payout-amount';

export interface DwollaOptions {
  /** https://api.dwolla.com, or https://api-sandbox.dwolla.com for Dwolla's sandbox. */
  baseUrl: string;
  /** The application's key and secret, read when first needed (Secrets Manager in AWS). */
  key: () => Promise<string>;
  secret: () => Promise<string>;
  /** DWOLLA_ACCOUNT_ID, the platform's Dwolla account (transfers are searched there by correlationId); checked when first used. */
  accountId: string | undefined;
  /** DWOLLA_SOURCE_FUNDING_SOURCE_URL, the funding source every payout is sent from; checked when first used. */
  sourceFundingSourceUrl: string | undefined;
  fetch?: typeof fetch;
  clock?: Clock;
}

const HAL_JSON = 'application/vnd.dwolla.v1.hal+json';

/** A token is renewed this long before Dwolla says it expires, so none expires in flight. */
const TOKEN_RENEW_MARGIN_MS = 60_000;

interface DwollaError {
  code?: string;
  _embedded?: { errors?: { code?: string; _links?: { about?: { href?: string } } }[] };
}

interface DwollaTransfer {
  id?: string;
  status?: string;
  _links?: { failure?: { href?: string } };
}

/** Dwolla's customer statuses: suspended and deactivated customers may not receive payouts. */
const customerStatusOf = (status: string | undefined): BankCustomer['status'] =>
  status === 'suspended' || status === 'deactivated' ? 'suspended' : 'verified';

const idOfUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1);

const dollars = (amountCents: number) => (amountCents / 100).toFixed(2);

/** An ACH return code (R01, R03, ...): the receiving bank sent the credit back. */
const ACH_RETURN_CODE = /^R\d\d$/;

/**
 * Dwolla (API v2): receive-only customers made once per reference, their bank accounts as funding sources, and
 * transfers from the platform's funding source with the reference as Idempotency-Key and correlationId, so a
 * transfer is found again by its reference. Errors name status codes only: never a secret or an account number.
 */
export function dwollaBankPayouts(options: DwollaOptions): BankPayoutsPort {
  const call = options.fetch ?? fetch;
  const clock = options.clock ?? systemClock;
  let token: { value: string; renewAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && clock.now().getTime() < token.renewAt) return token.value;
    const basic = Buffer.from(`${await options.key()}:${await options.secret()}`).toString('base64');
    const response = await call(new URL('/token', options.baseUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token)
      throw new Error(`Dwolla token request answered ${response.status}`);
    const lifetimeMs = (body.expires_in ?? 0) * 1000;
    token = { value: body.access_token, renewAt: clock.now().getTime() + lifetimeMs - TOKEN_RENEW_MARGIN_MS };
    return token.value;
  }

  async function request<T>(method: string, path: string, body?: unknown, idempotencyKey?: string) {
    const send = async () =>
      call(new URL(path, options.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: HAL_JSON,
          ...(body === undefined ? {} : { 'content-type': HAL_JSON }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let response = await send();
    if (response.status === 401) {
      // Dwolla revoked the token before its time: one new token, one retry.
      token = undefined;
      response = await send();
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      body: (await response.json().catch(() => ({}))) as T,
    };
  }

  /** A created resource's id: from Location, or from the existing one Dwolla names when it is a duplicate. */
  function createdId(
    what: string,
    answer: { status: number; location: string | null; body: DwollaError },
  ): string {
    if (answer.status === 201 && answer.location) return idOfUrl(answer.location);
    const duplicate = answer.body._embedded?.errors?.find((error) => error.code === 'Duplicate');
    const existing = duplicate?._links?.about?.href;
    if (answer.status === 400 && existing) return idOfUrl(existing);
    throw new Error(`Dwolla ${what} answered ${answer.status} ${answer.body.code ?? ''}`.trim());
  }

  const fundingSourceUrl = (id: string) =>
    new URL(`/funding-sources/${encodeURIComponent(id)}`, options.baseUrl).href;

  async function getCustomer(customerId: string): Promise<BankCustomer | null> {
    const { status, body } = await request<{
      id?: string;
      firstName?: string;
      lastName?: string;
      status?: string;
    }>('GET', `/customers/${encodeURIComponent(customerId)}`);
    if (status === 404) return null;
    if (status !== 200 || !body.id) throw new Error(`Dwolla customer read answered ${status}`);
    return {
      id: body.id,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      status: customerStatusOf(body.status),
    };
  }

  /** A transfer as the port reports it; a failed one carries its failure's code and description. */
  async function transferOf(transfer: DwollaTransfer): Promise<PayoutTransfer> {
    const id = transfer.id ?? '';
    switch (transfer.status) {
      case 'pending':
        return { id, status: 'pending', failure: null };
      case 'processed':
        return { id, status: 'completed', failure: null };
      case 'cancelled':
        return { id, status: 'failed', failure: 'Cancelled' };
      case 'failed': {
        const { status, body } = await request<{ code?: string; description?: string }>(
          'GET',
          `/transfers/${encodeURIComponent(id)}/failure`,
        );
        if (status !== 200) throw new Error(`Dwolla transfer failure read answered ${status}`);
        const code = body.code ?? '';
        const failure = [code, body.description].filter(Boolean).join(' ') || 'Failed';
        return { id, status: ACH_RETURN_CODE.test(code) ? 'returned' : 'failed', failure };
      }
      default:
        throw new Error(`Dwolla transfer ${id} has an unknown status '${transfer.status}'`);
    }
  }

  function required(value: string | undefined, name: string): string {
    if (!value) throw new Error(`${name} must be set`);
    return value;
  }

  async function findTransfer(reference: string): Promise<PayoutTransfer | null> {
    const accountId = required(options.accountId, 'DWOLLA_ACCOUNT_ID');
    const path = `/accounts/${encodeURIComponent(accountId)}/transfers?${new URLSearchParams({
      correlationId: reference,
    })}`;
    const { status, body } = await request<{ _embedded?: { transfers?: DwollaTransfer[] } }>('GET', path);
    if (status !== 200) throw new Error(`Dwolla transfer search answered ${status}`);
    const found = body._embedded?.transfers?.[0];
    return found ? transferOf(found) : null;
  }

  return {
    async createCustomer({ reference, firstName, lastName, email }) {
      const answer = await request<DwollaError>(
        'POST',
        '/customers',
        { firstName, lastName, email, type: 'receive-only', correlationId: reference },
        reference,
      );
      const customer = await getCustomer(createdId('customer creation', answer));
      if (!customer) throw new Error('Dwolla lost the customer it created');
      return customer;
    },

    getCustomer,

    async createFundingSource(customerId, account) {
      const answer = await request<DwollaError>(
        'POST',
        `/customers/${encodeURIComponent(customerId)}/funding-sources`,
        {
          routingNumber: account.routingNumber,
          accountNumber: account.accountNumber,
          bankAccountType: account.type,
          name: account.accountName,
        },
      );
      return {
        id: createdId('funding source creation', answer),
        name: account.accountName,
        type: account.type,
        last4: account.accountNumber.slice(-4),
      };
    },

    async sendTransfer({ reference, amountCents, fundingSourceId }) {
      assertPositiveCents(amountCents);
      const source = required(options.sourceFundingSourceUrl, 'DWOLLA_SOURCE_FUNDING_SOURCE_URL');
      // Dwolla keeps an Idempotency-Key for 24 hours only: a transfer sent earlier is found by its correlationId.
      const earlier = await findTransfer(reference);
      if (earlier) return earlier;
      const answer = await request<DwollaError>(
        'POST',
        '/transfers',
        {
          _links: {
            source: { href: source },
            destination: { href: fundingSourceUrl(fundingSourceId) },
          },
          amount: { currency: 'USD', value: dollars(amountCents) },
          correlationId: reference,
        },
        reference,
      ).catch(() => undefined);
      if (answer?.status === 201 && answer.location) {
        const { status, body } = await request<DwollaTransfer>('GET', new URL(answer.location).pathname);
        if (status === 200) return transferOf(body);
      }
      // A lost answer or a 5xx may hide a transfer that was made: Dwolla finds it by its correlationId.
      const made = await findTransfer(reference);
      if (made) return made;
      throw new Error(`Dwolla transfer ${reference}: not made (${answer?.status ?? 'no answer'})`);
    },

    findTransfer,
  };
}
