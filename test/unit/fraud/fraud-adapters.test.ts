import { describe, expect, it } from 'vitest';
import { SANDBOX_FRAUD_DECISIONS, sandboxFraud } from '../../../functions/lib/adapters/sandbox-fraud';
import { siftFraud } from '../../../functions/lib/adapters/sift-fraud';
import type { FraudOrder } from '../../../functions/lib/ports/fraud';

const order = (email: string): FraudOrder => ({
  orderId: 'check-1',
  userUuid: 'user-1',
  email,
  amountCents: 2_550,
  subject: { kind: 'auction', id: 'auction-3' },
  action: 'bid',
});

describe('the sandbox fraud provider', () => {
  it("decides by the buyer's e-mail with the order: accept, +warn, +block; on the first poll with +late", async () => {
    const fraud = sandboxFraud();
    for (const [email, decision] of [
      ['ada@example.com', SANDBOX_FRAUD_DECISIONS.accept],
      ['ada+warn@example.com', SANDBOX_FRAUD_DECISIONS.warn],
      ['ADA+BLOCK@example.com', SANDBOX_FRAUD_DECISIONS.block],
    ] as const) {
      expect(await fraud.submitOrder(order(email))).toMatchObject({ status: 'decided', decision });
      const late = await fraud.submitOrder(order(email.replace('@', '+late@')));
      expect(late.status).toBe('pending');
      expect(await fraud.decisionOf(late.reference)).toEqual({ status: 'decided', decision });
    }
  });

  it('never decides for +slow and fails for +fraud-error', async () => {
    const fraud = sandboxFraud();
    const slow = await fraud.submitOrder(order('ada+slow@example.com'));
    expect(await fraud.decisionOf(slow.reference)).toEqual({ status: 'pending' });
    const failing = await fraud.submitOrder(order('ada+fraud-error@example.com'));
    await expect(fraud.decisionOf(failing.reference)).rejects.toThrow('+fraud-error');
  });
});

/** A fake Sift answering by path; records what was asked. */
function fakeSift(routes: Record<string, unknown>) {
  const requests: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: URL | string, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    const path = new URL(String(url)).pathname;
    const body = routes[path];
    return new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 404 : 200 });
  };
  const fraud = siftFraud({
    apiUrl: 'https://sift.test',
    accountId: 'acct-1',
    apiKey: async () => 'key-1',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { fraud, requests };
}

const run = (state: string, decisionId?: string) => ({
  id: 'run-1',
  state,
  history: decisionId ? [{ app: 'decision', config: { decision_id: decisionId } }, { app: 'event' }] : [],
});

describe('the Sift adapter', () => {
  const decisions = {
    data: [
      { id: 'looks_ok', name: 'Looks OK', description: 'Fine', category: 'ACCEPT' },
      { id: 'watch_order', name: 'Watch', description: 'Hmm', category: 'WATCH' },
      { id: 'block_order', name: 'Block', category: 'BLOCK' },
    ],
  };

  it('reports a $create_order event in micros and answers the workflow run to poll', async () => {
    const { fraud, requests } = fakeSift({
      '/v205/events': { status: 0, score_response: { workflow_statuses: [run('running')] } },
    });

    expect(await fraud.submitOrder(order('ada@example.com'))).toEqual({
      status: 'pending',
      reference: 'run-1',
    });
    const sent = JSON.parse(String(requests[0]?.init?.body));
    expect(sent).toMatchObject({
      $type: '$create_order',
      $api_key: 'key-1',
      $user_id: 'user-1',
      $user_email: 'ada@example.com',
      $order_id: 'check-1',
      $amount: 25_500_000,
      $currency_code: 'USD',
      order_action: 'bid',
    });
    expect(requests[0]?.url).toContain('return_workflow_status=true');
  });

  it("maps the applied decision's category: ACCEPT accept, WATCH warn, BLOCK block", async () => {
    for (const [decisionId, category] of [
      ['looks_ok', 'accept'],
      ['watch_order', 'warn'],
      ['block_order', 'block'],
    ] as const) {
      const { fraud, requests } = fakeSift({
        '/v3/accounts/acct-1/workflows/runs/run-1': run('finished', decisionId),
        '/v3/accounts/acct-1/decisions': decisions,
      });
      const progress = await fraud.decisionOf('run-1');
      expect(progress).toMatchObject({ status: 'decided', decision: { category } });
      expect(new Headers(requests[0]?.init?.headers).get('authorization')).toBe(
        `Basic ${Buffer.from('key-1:').toString('base64')}`,
      );
    }
  });

  it('answers pending while the run runs, and throws for a failed run or an error status', async () => {
    const running = fakeSift({ '/v3/accounts/acct-1/workflows/runs/run-1': run('running') });
    expect(await running.fraud.decisionOf('run-1')).toEqual({ status: 'pending' });
    const failed = fakeSift({ '/v3/accounts/acct-1/workflows/runs/run-1': run('failed') });
    await expect(failed.fraud.decisionOf('run-1')).rejects.toThrow('failed');
    const refused = fakeSift({ '/v205/events': { status: 51, error_message: 'Invalid API key' } });
    await expect(refused.fraud.submitOrder(order('ada@example.com'))).rejects.toThrow('Invalid API key');
    await expect(fakeSift({}).fraud.decisionOf('run-1')).rejects.toThrow('404');
  });
});
