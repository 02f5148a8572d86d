import { describe, expect, it } from 'vitest';
import { getFraudCheck } from '../../../functions/data/fraud-check';
import { checkoutPack } from '../../../functions/domain/purchases/checkout';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { configureDeps } from '../../../functions/lib/deps';
import { businessMetrics } from '../../../functions/lib/metrics/business-metrics';
import { pollDecision, submitOrder } from '../../../functions/workflows/fraud-decision/tasks';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { crashingDb, writesTo } from '../../support/faults';
import { signedInUser } from '../account/support';
import { bidder, createAuction, usdBid } from '../bids/support';
import { collector, decide, editions, offered, posterNft } from '../offers/support';
import { saveCard } from '../payment-service/support';
import { addTestCard, TEST_CARDS } from '../payments/support';
import { putFraudDecision, putPackSale } from '../purchases/support';

/** Issue 17: each business metric is counted once its outcome is written, and a refusal counts nothing. */
const db = await createTestDb();
const { deps, metrics, clock } = createTestDeps(db);

describe('business metrics at their emit points', () => {
  it('counts an accepted bid, not a refused one', async () => {
    await createAuction(deps, 'metrics-bids');
    const [alice, bob] = [await bidder(deps), await bidder(deps)];
    const before = metrics.total(businessMetrics.bidAccepted);
    expect((await alice.call('POST', '/api/auction/metrics-bids/bid', usdBid(150))).status).toBe(200);
    expect((await bob.call('POST', '/api/auction/metrics-bids/bid', usdBid(151))).status).toBe(400);
    expect(metrics.total(businessMetrics.bidAccepted) - before).toBe(1);
  });

  it('counts an offer made and accepted', async () => {
    const nft = await posterNft(deps);
    const owner = await collector(deps, 0);
    const item = await editions(deps, nft)(owner.user.uuid);
    const made = metrics.total(businessMetrics.offerMade);
    const accepted = metrics.total(businessMetrics.offerAccepted);
    const offerId = await offered(deps, await collector(deps), item, 25);
    expect(metrics.total(businessMetrics.offerMade) - made).toBe(1);
    expect(metrics.total(businessMetrics.offerAccepted)).toBe(accepted);
    expect((await decide(owner, offerId, 'accept')).status).toBe(200);
    expect(metrics.total(businessMetrics.offerAccepted) - accepted).toBe(1);
  });

  it('counts a 3-D Secure challenge and a bank decline of an added card', async () => {
    const user = await signedInUser(deps);
    const challenged = await addTestCard(deps, user, TEST_CARDS.challenge);
    expect(challenged.body).toMatchObject({ status: 'challenge' });
    expect(metrics.counts()).toContainEqual({
      name: businessMetrics.threeDSecureChallenge,
      dimensions: { subject: 'card' },
      count: 1,
    });
    const declines = metrics.total(businessMetrics.paymentDeclined);
    expect((await addTestCard(deps, user, TEST_CARDS.declined)).body).toMatchObject({
      code: 'card_declined',
    });
    expect(metrics.total(businessMetrics.paymentDeclined) - declines).toBe(1);
  });

  it('counts a fraud decision by its outcome, once, when the workflow records it', async () => {
    configureDeps(deps);
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const { user } = await signedInUser(deps, {
      email: `buyer+warn-${deps.newId().toLowerCase()}@example.com`,
    });
    await putFraudDecision(deps, user.uuid, pack, 'accept', 'pending');
    const check = await getFraudCheck(deps.db, user.uuid, { kind: 'drop', id: pack.id });
    const input = {
      userUuid: user.uuid,
      subject: { kind: 'drop' as const, id: pack.id },
      checkId: String(check?.checkId),
    };

    const submitted = await submitOrder(input);
    const decided = await pollDecision(submitted);
    expect(decided.done).toBe(true);
    await pollDecision(submitted);
    expect(metrics.counts().filter((entry) => entry.name === businessMetrics.fraudDecision)).toEqual([
      { name: businessMetrics.fraudDecision, dimensions: { outcome: 'warn' }, count: 1 },
    ]);
  });

  it('counts a purchase once, when the sweep completes the one its request left reserved', async () => {
    const { pack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 1, editions: [2] });
    const { user } = await signedInUser(deps);
    const { cardId } = await saveCard(deps, user.uuid);
    await putFraudDecision(deps, user.uuid, pack);
    const purchases = metrics.total(businessMetrics.purchaseCompleted);
    // The request dies before it charges: the purchase stays reserved, and nothing is counted.
    const crashed = { ...deps, db: crashingDb(db, writesTo('Put', 'ORDER#'), 'before') };
    await expect(
      checkoutPack(crashed, {
        id: pack.id,
        drop: true,
        headers: { 'idempotency-key': 'metrics-sweep' },
        userUuid: user.uuid,
        method: { type: 'card', cardId },
        priceCents: pack.priceCents,
        fraudScreened: true,
        continueDespiteWarning: false,
      }),
    ).rejects.toThrow(/injected crash/);
    expect(metrics.total(businessMetrics.purchaseCompleted)).toBe(purchases);

    clock.advance(deps.env.RECOVERY_LEASE_SECONDS * 1000 + 1_000);
    await sweepUnfinishedWork(deps, deps.env.RECOVERY_LEASE_SECONDS * 1000);
    expect(metrics.total(businessMetrics.purchaseCompleted) - purchases).toBe(1);
    expect(metrics.counts()).toContainEqual({
      name: businessMetrics.sweepRepair,
      dimensions: { work: 'purchase', outcome: 'finished' },
      count: 1,
    });
  });
});
