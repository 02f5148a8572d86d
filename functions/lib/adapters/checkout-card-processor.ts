import { type CardFeeRate, cardFeeCents, STANDARD_CARD_FEE } from '../../domain/cards/card-fee';
import { type CardScheme, cardSchemes } from '../../domain/cards/card-number';
import type {
  CardChargeResult,
  CardProcessorPort,
  ChallengeReturnUrls,
  PaymentResult,
} from '../ports/card-processor';
import { CHECKOUT_SIGNATURE_HEADER, readCheckoutWebhook } from './checkout-webhook';

export interface CheckoutOptions {
  /** https://api.checkout.com, or https://api.sandbox.checkout.com for Checkout's own test mode. */
  apiUrl: string;
  /** Read when first needed (Secrets Manager in AWS). */
  secretKey: () => Promise<string>;
  /** The webhook endpoint's secret key, which signs the webhooks Checkout sends us. */
  webhookSecret: () => Promise<string>;
  processingChannelId: string | undefined;
  feeRate?: CardFeeRate;
  fetch?: typeof fetch;
}

interface CheckoutPayment {
  id: string;
  status: string;
  approved?: boolean;
  source?: { id?: string };
  _links?: { redirect?: { href?: string } };
}

const schemeOf = (name: string | undefined): CardScheme => {
  const lower = (name ?? '').toLowerCase().replace('american express', 'amex');
  return cardSchemes.find((scheme) => scheme === lower) ?? 'other';
};

/**
 * Checkout.com: Frames (the hosted fields) make the token; an instrument turns it into a reusable source; a
 * zero-amount payment with 3-D Secure verifies the card, and the cko-session-id it returns with is read back.
 */
export function checkoutCardProcessor(options: CheckoutOptions): CardProcessorPort {
  const call = options.fetch ?? fetch;

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await call(new URL(path, options.apiUrl), {
      method,
      headers: {
        authorization: `Bearer ${await options.secretKey()}`,
        'content-type': 'application/json',
        ...(body && typeof body === 'object' && 'reference' in body
          ? { 'cko-idempotency-key': String(body.reference) }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 500) throw new Error(`Checkout answered ${response.status} for ${method} ${path}`);
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }

  /**
   * A payment; a charge asks for 3-D Secure when the issuer wants it (Checkout answers 202 Pending with a
   * redirect link, and captures once the challenge is approved), a hold never does.
   */
  async function pay(
    sourceId: string,
    amountCents: number,
    reference: string,
    capture: { urls: ChallengeReturnUrls } | false,
  ): Promise<CardChargeResult> {
    const { status, body } = await request<CheckoutPayment>('POST', '/payments', {
      source: { type: 'id', id: sourceId },
      amount: amountCents,
      currency: 'USD',
      capture: capture !== false,
      reference,
      processing_channel_id: options.processingChannelId,
      ...(capture
        ? {
            '3ds': { enabled: true, challenge_indicator: 'no_preference' },
            success_url: capture.urls.successUrl,
            failure_url: capture.urls.failureUrl,
          }
        : {}),
    });
    const redirectUrl = body._links?.redirect?.href;
    if (capture && status === 202 && body.status === 'Pending' && redirectUrl)
      return { status: 'challenge', paymentId: body.id, sessionId: body.id, redirectUrl };
    return body.approved ? { status: 'approved', paymentId: body.id } : { status: 'declined' };
  }

  /** A follow-up on a payment; the reference becomes its idempotency key, so a retry acts once. */
  async function action(path: string, fields: { amount?: number; reference?: string }) {
    const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const { status } = await request('POST', path, body);
    if (status !== 202) throw new Error(`Checkout refused ${path} (${status})`);
  }

  return {
    async verifyToken(token) {
      const { status, body } = await request<{
        id: string;
        fingerprint: string;
        last4: string;
        scheme?: string;
        expiry_month: number;
        expiry_year: number;
      }>('POST', '/instruments', { type: 'token', token });
      if (status !== 201) return undefined;
      return {
        sourceId: body.id,
        fingerprint: body.fingerprint,
        last4: body.last4,
        scheme: schemeOf(body.scheme),
        expiryMonth: body.expiry_month,
        expiryYear: body.expiry_year,
      };
    },
    async addCard(sourceId, urls) {
      const { status, body } = await request<CheckoutPayment>('POST', '/payments', {
        source: { type: 'id', id: sourceId },
        amount: 0,
        currency: 'USD',
        '3ds': { enabled: true },
        success_url: urls.successUrl,
        failure_url: urls.failureUrl,
        processing_channel_id: options.processingChannelId,
      });
      const redirectUrl = body._links?.redirect?.href;
      if (status === 202 && redirectUrl) return { status: 'challenge', redirectUrl, sessionId: body.id };
      return body.approved ? { status: 'added' } : { status: 'declined' };
    },
    async challengeStatus(sessionId, sourceId) {
      const { status, body } = await request<CheckoutPayment>(
        'GET',
        `/payments/${encodeURIComponent(sessionId)}`,
      );
      if (status !== 200 || body.source?.id !== sourceId) return 'declined';
      if (body.status === 'Pending') return 'pending';
      return body.approved ? 'approved' : 'declined';
    },
    charge: (sourceId, amountCents, reference, urls) => pay(sourceId, amountCents, reference, { urls }),
    authorize: async (sourceId, amountCents, reference): Promise<PaymentResult> => {
      const held = await pay(sourceId, amountCents, reference, false);
      return held.status === 'challenge' ? { status: 'declined' } : held;
    },
    capture: (paymentId, amountCents, reference) =>
      action(`/payments/${encodeURIComponent(paymentId)}/captures`, { amount: amountCents, reference }),
    voidAuthorization: (paymentId, reference) =>
      action(`/payments/${encodeURIComponent(paymentId)}/voids`, { reference }),
    refund: (paymentId, amountCents, reference) =>
      action(`/payments/${encodeURIComponent(paymentId)}/refunds`, { amount: amountCents, reference }),
    cardFee: (amountCents) => cardFeeCents(amountCents, options.feeRate ?? STANDARD_CARD_FEE),
    readWebhook: async (rawBody, headers) =>
      readCheckoutWebhook(rawBody, headers[CHECKOUT_SIGNATURE_HEADER], await options.webhookSecret()),
  };
}
