import { createECDH, createPrivateKey, sign } from 'node:crypto';
import type {
  CryptoPayoutsPort,
  PayoutRecipient,
  PayoutRecipientStatus,
  PayoutTransfer,
} from '../ports/payouts';
import { assertPositiveCents } from './payout-amount';

export interface BitPayOptions {
  /** https://bitpay.com, or https://test.bitpay.com for BitPay's test environment. */
  baseUrl: string;
  /** The merchant's payout facade token, read when first needed (Secrets Manager in AWS). */
  token: () => Promise<string>;
  /** The hex secp256k1 private key the token was paired with: every request is signed with it. */
  privateKey: () => Promise<string>;
  /** Where BitPay e-mails the merchant about each payout. */
  notificationEmail?: string;
  fetch?: typeof fetch;
}

interface BitPayRecipient {
  id?: string;
  email?: string;
  status?: string;
}

interface BitPayPayout {
  id?: string;
  reference?: string;
  status?: string;
  message?: string;
}

/** BitPay answers { data } on success and { status: 'error', message } otherwise. */
interface BitPayAnswer<T> {
  data?: T;
  status?: string;
  message?: string;
}

const RECIPIENT_STATUSES: readonly PayoutRecipientStatus[] = [
  'invited',
  'unverified',
  'verified',
  'active',
  'paused',
  'removed',
];

/** Recipients read per page when looking one up by e-mail. */
const RECIPIENTS_PAGE = 100;

/** The order of secp256k1's group. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** A DER INTEGER: big-endian, with a 0 byte first when the top bit is set (it would read as negative). */
function derInteger(value: bigint): Buffer {
  const hex = value.toString(16);
  let bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  if ((bytes[0] ?? 0) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return Buffer.concat([Buffer.from([0x02, bytes.length]), bytes]);
}

/** r || s as a DER signature hex, with s in the lower half as strict verifiers (Bitcoin's) require. */
function lowSDer(signature: Buffer): string {
  const r = BigInt(`0x${signature.subarray(0, 32).toString('hex')}`);
  const s = BigInt(`0x${signature.subarray(32).toString('hex')}`);
  const body = Buffer.concat([derInteger(r), derInteger(s > CURVE_ORDER / 2n ? CURVE_ORDER - s : s)]);
  return Buffer.concat([Buffer.from([0x30, body.length]), body]).toString('hex');
}

/**
 * BitPay's request signature: `x-identity` the compressed public key, `x-signature` the DER ECDSA signature of
 * sha256(full URL + body), both hex. Node's own secp256k1 signs, so no curve library weighs on the bundles.
 */
export function bitpaySignatureHeaders(privateKeyHex: string, url: string, body: string) {
  const curve = createECDH('secp256k1');
  curve.setPrivateKey(privateKeyHex, 'hex');
  const point = curve.getPublicKey();
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'secp256k1',
      d: curve.getPrivateKey().toString('base64url'),
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  return {
    'x-identity': curve.getPublicKey('hex', 'compressed'),
    'x-signature': lowSDer(sign('sha256', Buffer.from(url + body), { key, dsaEncoding: 'ieee-p1363' })),
  };
}

function recipientOf(recipient: BitPayRecipient): PayoutRecipient {
  const status = RECIPIENT_STATUSES.find((known) => known === recipient.status);
  if (!recipient.id || !status)
    throw new Error(`BitPay recipient has an unknown status '${recipient.status}'`);
  return { id: recipient.id, status };
}

/** BitPay's payout statuses; an unknown one is an error, never a guess. */
function payoutOf(payout: BitPayPayout): PayoutTransfer {
  const id = payout.id ?? '';
  switch (payout.status) {
    case 'new':
    case 'funded':
    case 'processing':
    case 'unpaid':
      return { id, status: 'pending', failure: null };
    case 'complete':
    case 'paid':
      return { id, status: 'completed', failure: null };
    case 'failed':
    case 'cancelled':
      return { id, status: 'failed', failure: payout.message || `Payout ${payout.status}` };
    default:
      throw new Error(`BitPay payout ${id} has an unknown status '${payout.status}'`);
  }
}

/**
 * BitPay payouts (API 2.0.0, signed requests, the payout token in each request): recipients invited by e-mail,
 * payouts of a USD amount with our reference, found again by it. Errors name status codes only, never the token.
 */
export function bitpayCryptoPayouts(options: BitPayOptions): CryptoPayoutsPort {
  const call = options.fetch ?? fetch;

  async function request<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const token = await options.token();
    const url = new URL(path, options.baseUrl);
    if (method === 'GET') url.searchParams.set('token', token);
    const text = body === undefined ? '' : JSON.stringify({ ...body, token });
    const response = await call(url, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-accept-version': '2.0.0',
        ...bitpaySignatureHeaders(await options.privateKey(), url.href, text),
      },
      body: method === 'POST' ? text : undefined,
    });
    const answer = (await response.json().catch(() => ({}))) as BitPayAnswer<T>;
    return { ok: response.ok && answer.status !== 'error', status: response.status, data: answer.data };
  }

  async function findRecipientByEmail(email: string): Promise<PayoutRecipient | null> {
    for (let offset = 0; ; offset += RECIPIENTS_PAGE) {
      const path = `/recipients?${new URLSearchParams({ limit: String(RECIPIENTS_PAGE), offset: String(offset) })}`;
      const { ok, status, data } = await request<BitPayRecipient[]>('GET', path);
      if (!ok) throw new Error(`BitPay recipients list answered ${status}`);
      const found = data?.find((recipient) => recipient.email?.toLowerCase() === email.toLowerCase());
      if (found) return recipientOf(found);
      if ((data?.length ?? 0) < RECIPIENTS_PAGE) return null;
    }
  }

  async function findPayout(reference: string): Promise<PayoutTransfer | null> {
    const { ok, status, data } = await request<BitPayPayout[]>(
      'GET',
      `/payouts?${new URLSearchParams({ reference })}`,
    );
    if (!ok) throw new Error(`BitPay payout search answered ${status}`);
    const found = data?.find((payout) => payout.reference === reference);
    return found ? payoutOf(found) : null;
  }

  return {
    async inviteRecipient({ email, label }) {
      const { ok, status, data } = await request<BitPayRecipient[]>('POST', '/recipients', {
        recipients: [{ email, label }],
      });
      const invited = data?.[0];
      if (ok && invited) return recipientOf(invited);
      // BitPay refuses to invite an e-mail twice: the first invitation is the answer.
      const earlier = await findRecipientByEmail(email);
      if (earlier) return earlier;
      throw new Error(`BitPay recipient invitation answered ${status}`);
    },

    async getRecipient(recipientId) {
      const { ok, status, data } = await request<BitPayRecipient>(
        'GET',
        `/recipients/${encodeURIComponent(recipientId)}`,
      );
      if (status === 404) return null;
      if (!ok || !data) throw new Error(`BitPay recipient read answered ${status}`);
      return recipientOf(data);
    },

    async sendPayout({ reference, amountCents, recipientId, coin }) {
      assertPositiveCents(amountCents);
      const earlier = await findPayout(reference);
      if (earlier) return earlier;
      const sent = await request<BitPayPayout>('POST', '/payouts', {
        amount: amountCents / 100,
        currency: 'USD',
        ...(coin ? { ledgerCurrency: coin } : {}),
        reference,
        recipientId,
        ...(options.notificationEmail ? { notificationEmail: options.notificationEmail } : {}),
      }).catch(() => undefined);
      if (sent?.ok && sent.data) return payoutOf(sent.data);
      // A lost answer or a 5xx may hide a payout that was made: BitPay knows it by its reference.
      const made = await findPayout(reference);
      if (made) return made;
      throw new Error(`BitPay payout ${reference}: not made (${sent?.status ?? 'no answer'})`);
    },

    findPayout,
  };
}
