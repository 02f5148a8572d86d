import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '../../../shared/zod';
import type { CardWebhook } from '../ports/card-processor';

/** Checkout.com signs a webhook's body with the webhook's secret key: HMAC-SHA256, hex, in `Cko-Signature`. */
export const CHECKOUT_SIGNATURE_HEADER = 'cko-signature';

export const signCheckoutWebhook = (rawBody: string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

const envelope = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z.string().check(z.maxLength(100)),
});

/** The fields of a Checkout.com dispute event that apply it: its id, the payment, our reference and the amount. */
const disputeData = z.object({
  data: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    payment_id: z.string().check(z.minLength(1), z.maxLength(200)),
    payment_reference: z.string().check(z.minLength(1), z.maxLength(200)),
    amount: z.number().check(z.int(), z.positive()),
  }),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Reads a card-processor webhook the way Checkout.com sends it: undefined unless the signature over the exact
 * body matches `secret` (compared in constant time). A `dispute_received` event is a chargeback the processor has
 * taken from us; other events (a dispute won, evidence required) are acknowledged and left to ops.
 */
export function readCheckoutWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): CardWebhook | undefined {
  if (!signature || !secret) return undefined;
  const expected = Buffer.from(signCheckoutWebhook(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const body = parseJson(rawBody);
  const event = envelope.safeParse(body);
  if (!event.success) return { kind: 'other', eventId: '', type: 'unknown' };
  const { id, type } = event.data;
  const dispute = type === 'dispute_received' ? disputeData.safeParse(body) : undefined;
  if (!dispute?.success) return { kind: 'other', eventId: id, type };
  const { data } = dispute.data;
  return {
    kind: 'dispute',
    eventId: id,
    disputeId: data.id,
    paymentId: data.payment_id,
    reference: data.payment_reference,
    amountCents: data.amount,
  };
}
