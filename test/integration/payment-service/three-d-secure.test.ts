import { beforeAll, describe, expect, it } from 'vitest';
import { getCardDeclines, listCards } from '../../../functions/data/card';
import { getOrder } from '../../../functions/data/order';
import { chargeOrder, settleOrderChallenge } from '../../../functions/domain/payments/charge-order';
import type { ChargeOrderResult } from '../../../functions/domain/payments/order-record';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { movementsOf, newUser, sandboxPayments, saveChallengeCard } from './support';

let deps: Deps;
const started: { workflow: string; input: Record<string, unknown>; name: string }[] = [];

beforeAll(async () => {
  const db = await createTestDb();
  ({ deps } = createTestDeps(db, {
    workflows: {
      start: async (workflow, input, name) => {
        started.push({ workflow, input, name });
        return { executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}` };
      },
    },
  }));
});

/** A buyer with the 3-D Secure test card, and a card order of theirs. */
async function challengedBuyer() {
  const buyer = await newUser(deps);
  const card = await saveChallengeCard(deps, buyer);
  const input = {
    orderId: `order-${deps.newId()}`,
    userUuid: buyer,
    method: { type: 'card' as const, cardId: card.cardId },
    priceCents: 2_500,
    kind: 'buy' as const,
    title: 'A 3-D Secure order',
  };
  return { buyer, card, input };
}

function challengeOf(result: ChargeOrderResult) {
  if (result.status !== 'challenge') throw new Error(`Expected a challenge, got ${result.status}`);
  return result;
}

const sessionOf = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').pop() ?? '');

const declinesOf = async (userUuid: string) => {
  const [card] = await listCards(deps.db, userUuid);
  if (!card) throw new Error('no card');
  return (await getCardDeclines(deps.db, userUuid, card.fingerprint))?.declines ?? 0;
};

describe('a card charge behind 3-D Secure', () => {
  it('leaves the order pending, answers the same challenge to retries and starts the workflow once per order', async () => {
    const { input } = await challengedBuyer();

    const first = challengeOf(await chargeOrder(deps, input));
    const retries = await Promise.all([chargeOrder(deps, input), chargeOrder(deps, input)]);

    expect(first.redirectUrl).toMatch(/^\/sandbox\/cards\/challenge\/sid_/);
    for (const retry of retries)
      expect(challengeOf(retry)).toMatchObject({
        redirectUrl: first.redirectUrl,
        paymentId: first.paymentId,
      });
    expect(await getOrder(deps.db, input.orderId)).toMatchObject({
      status: 'pending',
      paymentId: first.paymentId,
      challenge: { redirectUrl: first.redirectUrl },
    });
    expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(0);
    const executions = started.filter(
      (run) => run.input.subject && JSON.stringify(run.input).includes(input.orderId),
    );
    expect(executions.length).toBeGreaterThan(0);
    expect(new Set(executions.map((run) => `${run.name} ${JSON.stringify(run.input)}`)).size).toBe(1);
    expect(executions[0]).toMatchObject({
      workflow: '3-d-secure',
      input: { subject: { kind: 'order', orderId: input.orderId } },
    });
  });

  it('settles an approved challenge once, whoever settles it at the same time; a retry then answers paid', async () => {
    const { input } = await challengedBuyer();
    const challenge = challengeOf(await chargeOrder(deps, input));
    await decideSandboxChallenge(deps.db, sessionOf(challenge.redirectUrl), 'approved');
    const pending = await getOrder(deps.db, input.orderId);
    if (!pending) throw new Error('no order');

    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => settleOrderChallenge(deps, pending, 'approved')),
      chargeOrder(deps, input),
      chargeOrder(deps, input),
    ]);

    expect(new Set(results.map((result) => result.status))).toEqual(new Set(['paid']));
    expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(1);
    expect(await getOrder(deps.db, input.orderId)).toMatchObject({
      status: 'paid',
      paymentId: challenge.paymentId,
    });
    const payment = (await sandboxPayments(deps.db)).find(
      (item) => item.pk === `CARD_SANDBOX_PAYMENT#${challenge.paymentId}`,
    );
    expect(payment).toMatchObject({ capturedCents: pending.totalCents });
    expect((await chargeOrder(deps, input)).status).toBe('paid');
  });

  it('declines a declined challenge and counts the decline once; a cancelled or expired one declines without counting', async () => {
    const declined = await challengedBuyer();
    const challenge = challengeOf(await chargeOrder(deps, declined.input));
    await decideSandboxChallenge(deps.db, sessionOf(challenge.redirectUrl), 'declined');

    const results = await Promise.all([
      chargeOrder(deps, declined.input),
      chargeOrder(deps, declined.input),
      settleOrderChallenge(deps, challenge.order, 'declined'),
    ]);

    for (const result of results)
      expect(result).toMatchObject({ status: 'declined', message: 'Payment failed.' });
    expect(await declinesOf(declined.buyer)).toBe(1);
    expect(await movementsOf(deps.db, `order:${declined.input.orderId}`)).toHaveLength(0);

    for (const outcome of ['cancelled', 'expired'] as const) {
      const unfinished = await challengedBuyer();
      const open = challengeOf(await chargeOrder(deps, unfinished.input));
      expect(await settleOrderChallenge(deps, open.order, outcome)).toMatchObject({ status: 'declined' });
      expect(await declinesOf(unfinished.buyer)).toBe(0);
      expect((await chargeOrder(deps, unfinished.input)).status).toBe('declined');
    }
  });
});
