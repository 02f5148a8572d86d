import { describe, expect, it } from 'vitest';
import { getCardDeclines, listCards } from '../../functions/data/card';
import { getOrder } from '../../functions/data/order';
import type { PackRecord } from '../../functions/data/pack';
import { getPurchase } from '../../functions/data/purchase';
import { orderChallengeExecution } from '../../functions/domain/payments/charge-order';
import { decideSandboxChallenge } from '../../functions/lib/adapters/sandbox-card-processor';
import { CARD_PROVIDER_SUCCESS_WINDOW_MS } from '../../shared/domain/constants';
import { signedInUser } from '../integration/account/support';
import { movementsOf, saveChallengeCard } from '../integration/payment-service/support';
import {
  balanceBody,
  cardBody,
  checkout,
  creditBuyer,
  putFraudDecision,
  putPackSale,
} from '../integration/purchases/support';
import { afterAChallengeRound, settledStates, setUpWorkflowRuntime } from './support';

const local = setUpWorkflowRuntime();
const { clock } = local;

/** A buyer of the pack with the 3-D Secure test card, redirected by their first checkout. */
async function redirectedBuyer(pack: PackRecord) {
  const buyer = await signedInUser(local.runtime.deps);
  const card = await saveChallengeCard(local.runtime.deps, buyer.user.uuid);
  await putFraudDecision(local.runtime.deps, buyer.user.uuid, pack);
  const buy = () =>
    checkout(
      local.runtime.deps,
      buyer.user.uuid,
      `/api/payments/card_checkout/${pack.id}`,
      cardBody(pack),
      'k',
    );
  const answer = await buy();
  expect(answer.body).toMatchObject({ status: 'redirect' });
  const orderId: string = answer.body.payment_id;
  const sessionId = decodeURIComponent(answer.body.redirect_url.split('/').pop());
  const executionArn = `arn:aws:states:us-east-1:000000000000:execution:3-d-secure:${orderChallengeExecution(orderId)}`;
  return { buyer, card, buy, orderId, sessionId, executionArn };
}

const settled = (executionArn: string) => settledStates(local.runtime, executionArn);
const afterARound = (executionArn: string) => afterAChallengeRound(local.runtime, executionArn);

// Each test adds a card through its own challenge and runs two executions: slow on a busy machine.
describe('the 3-d-secure workflow of a checkout payment', { timeout: 90_000 }, () => {
  it('pays the order and delivers the pack when the challenge is approved, without validate-3ds', async () => {
    const { pack } = await putPackSale(local.runtime.deps, { quantity: 1, nftsPerPack: 2, editions: [2] });
    const { buy, orderId, sessionId, executionArn } = await redirectedBuyer(pack);
    await afterARound(executionArn);

    await decideSandboxChallenge(local.db, sessionId, 'approved');

    expect(await settled(executionArn)).toContain('FinishChallenge');
    expect(await getOrder(local.db, orderId)).toMatchObject({ status: 'paid' });
    const purchase = await getPurchase(local.db, orderId);
    expect(purchase?.status).toBe('completed');
    // The buyer's repeat answers the editions the workflow delivered.
    const repeat = await buy();
    expect(repeat.body.data.items.map((item: { id: string }) => item.id).sort()).toEqual(
      purchase?.items.map((item) => item.itemId).sort(),
    );
    expect(await movementsOf(local.db, `order:${orderId}`)).toHaveLength(1);
  });

  it("declines the order and gives the unit back when the provider's 60-minute window closes unfinished", async () => {
    const { pack } = await putPackSale(local.runtime.deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const { buyer, buy, orderId, executionArn } = await redirectedBuyer(pack);
    const next = await creditBuyer(local.runtime.deps, pack, 5_000);
    const balancePath = `/api/payments/balance_checkout/${pack.id}`;
    await afterARound(executionArn);

    clock.advance(CARD_PROVIDER_SUCCESS_WINDOW_MS - 1_000);
    await afterARound(executionArn);
    expect(await getPurchase(local.db, orderId)).toMatchObject({ status: 'reserved' });
    const tooSoon = await checkout(local.runtime.deps, next.user.uuid, balancePath, balanceBody(pack));
    expect(tooSoon).toMatchObject({ status: 409, body: { code: 'sold_out' } });
    clock.advance(1_000);

    expect(await settled(executionArn)).toContain('ExpireChallenge');
    expect(await getOrder(local.db, orderId)).toMatchObject({ status: 'declined' });
    expect(await getPurchase(local.db, orderId)).toMatchObject({ status: 'released' });
    const [card] = await listCards(local.db, buyer.user.uuid);
    expect((await getCardDeclines(local.db, buyer.user.uuid, card?.fingerprint ?? ''))?.declines ?? 0).toBe(
      0,
    );
    expect((await buy()).status).toBe(400);
    expect((await checkout(local.runtime.deps, next.user.uuid, balancePath, balanceBody(pack))).status).toBe(
      200,
    );
  });

  it('stops once validate-3ds settled the order first', async () => {
    const { pack } = await putPackSale(local.runtime.deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const { buyer, orderId, sessionId, executionArn } = await redirectedBuyer(pack);
    await afterARound(executionArn);

    // Back without finishing the challenge: cancelled, and the unit goes back on sale.
    const validated = await buyer.call('POST', '/api/payments/validate-3ds', {
      'cko-session-id': sessionId,
      action: 'buy',
      cc_processor_payment_id: orderId,
    });

    expect(validated.body).toEqual({ outcome: 'cancel' });
    const states = await settled(executionArn);
    expect(states.at(-1)).toBe('Settled');
    expect(states).not.toContain('FinishChallenge');
    expect(await getOrder(local.db, orderId)).toMatchObject({ status: 'declined' });
    expect(await getPurchase(local.db, orderId)).toMatchObject({ status: 'released' });
  });
});
