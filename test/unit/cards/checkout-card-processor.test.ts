import { describe, expect, it } from 'vitest';
import { checkoutCardProcessor } from '../../../functions/lib/adapters/checkout-card-processor';
import { signCheckoutWebhook } from '../../../functions/lib/adapters/checkout-webhook';

const urls = {
  successUrl: 'https://app.example/app/3ds-success',
  failureUrl: 'https://app.example/app/3ds-failure',
};

/** Checkout.com answering POST /payments with `status` and `body`; answers the processor and the bodies sent. */
function processorAnswering(status: number, body: unknown) {
  const sent: Record<string, unknown>[] = [];
  const cards = checkoutCardProcessor({
    apiUrl: 'https://api.sandbox.checkout.com',
    secretKey: async () => 'sk_test',
    webhookSecret: async () => 'whsk_test',
    processingChannelId: 'pc_1',
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status });
    },
  });
  return { cards, sent };
}

describe('the Checkout.com card processor', () => {
  it('answers a challenge when a charge is Pending with a redirect link, asking for 3-D Secure', async () => {
    const { cards, sent } = processorAnswering(202, {
      id: 'pay_1',
      status: 'Pending',
      _links: { redirect: { href: 'https://3ds.checkout.com/sid_1' } },
    });

    const charged = await cards.charge('src_1', 2_500, 'order-1', urls);

    expect(charged).toEqual({
      status: 'challenge',
      paymentId: 'pay_1',
      sessionId: 'pay_1',
      redirectUrl: 'https://3ds.checkout.com/sid_1',
    });
    expect(sent[0]).toMatchObject({
      amount: 2_500,
      capture: true,
      reference: 'order-1',
      '3ds': { enabled: true },
      success_url: urls.successUrl,
      failure_url: urls.failureUrl,
    });
  });

  it('answers approved or declined otherwise; a hold neither asks for 3-D Secure nor is challenged', async () => {
    const approved = processorAnswering(201, { id: 'pay_2', status: 'Captured', approved: true });
    expect(await approved.cards.charge('src_1', 100, 'order-2', urls)).toEqual({
      status: 'approved',
      paymentId: 'pay_2',
    });
    const declined = processorAnswering(201, { id: 'pay_3', status: 'Declined', approved: false });
    expect(await declined.cards.charge('src_1', 100, 'order-3', urls)).toEqual({ status: 'declined' });

    const held = processorAnswering(202, {
      id: 'pay_4',
      status: 'Pending',
      _links: { redirect: { href: 'https://3ds.checkout.com/sid_4' } },
    });
    expect(await held.cards.authorize('src_1', 100, 'bid-1')).toEqual({ status: 'declined' });
    expect(held.sent[0]).not.toHaveProperty('3ds');
    expect(held.sent[0]).toMatchObject({ capture: false });
  });

  it("reads a dispute webhook only when Cko-Signature is the body's HMAC-SHA256 with the webhook key", async () => {
    const { cards } = processorAnswering(200, {});
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'dispute_received',
      data: { id: 'dsp_1', payment_id: 'pay_1', payment_reference: 'order-1', amount: 4320 },
    });
    const signed = { 'cko-signature': signCheckoutWebhook(body, 'whsk_test') };
    expect(await cards.readWebhook(body, signed)).toEqual({
      kind: 'dispute',
      eventId: 'evt_1',
      disputeId: 'dsp_1',
      paymentId: 'pay_1',
      reference: 'order-1',
      amountCents: 4320,
    });
    expect(
      await cards.readWebhook(body, { 'cko-signature': signCheckoutWebhook(body, 'other') }),
    ).toBeUndefined();
    expect(await cards.readWebhook(`${body} `, signed)).toBeUndefined();
    expect(await cards.readWebhook(body, {})).toBeUndefined();
    const won = JSON.stringify({ id: 'evt_2', type: 'dispute_won', data: {} });
    expect(await cards.readWebhook(won, { 'cko-signature': signCheckoutWebhook(won, 'whsk_test') })).toEqual({
      kind: 'other',
      eventId: 'evt_2',
      type: 'dispute_won',
    });
  });
});
