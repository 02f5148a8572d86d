import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import type { PackRecord } from '../../../functions/data/pack';
import { checkoutPack } from '../../../functions/domain/purchases/checkout';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { saveCard, TEST_CARDS } from '../payment-service/support';
import { putFraudDecision, putPackSale } from '../purchases/support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

/** A card processor that answers after `ms` (a slow bank during a rush). */
const slowCards = (ms: number): Deps => ({
  ...deps,
  cards: {
    ...deps.cards,
    charge: async (...args) => {
      await new Promise((done) => setTimeout(done, ms));
      return deps.cards.charge(...args);
    },
  },
});

/** A buyer with a saved card and an accepted fraud check calls the pack's checkout, to answer within `withinMs`. */
async function checkoutWithin(deps: Deps, pack: PackRecord, card: string, withinMs?: number) {
  const buyer = await signedInUser(deps);
  const { cardId } = await saveCard(deps, buyer.user.uuid, card);
  await putFraudDecision(deps, buyer.user.uuid, pack);
  const answer = await checkoutPack(deps, {
    id: pack.id,
    drop: true,
    headers: { 'idempotency-key': deps.newId() },
    userUuid: buyer.user.uuid,
    method: { type: 'card', cardId },
    priceCents: pack.priceCents,
    fraudScreened: true,
    continueDespiteWarning: false,
    answerWithinMs: withinMs,
  });
  return { buyer, answer };
}

/** A checkout whose bank answers after 400 ms, so it is still finishing when its 50 ms are up. */
async function slowCheckout(card: string) {
  const { pack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 1, editions: [2] });
  return checkoutWithin(slowCards(400), pack, card, 50);
}

const poll = (buyer: Awaited<ReturnType<typeof signedInUser>>, orderId: string) =>
  buyer.call('GET', `/api/payments/orders/${encodeURIComponent(orderId)}`);

const settled = async (buyer: Awaited<ReturnType<typeof signedInUser>>, orderId: string) => {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await poll(buyer, orderId);
    if (answer.body.status !== 'pending') return answer;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`order ${orderId} never settled`);
};

describe("a checkout answered 'accepted'", () => {
  it('is pending while it finishes, then success with the editions the buyer now owns', async () => {
    const { buyer, answer } = await slowCheckout(TEST_CARDS.approved);
    expect(answer).toMatchObject({ status: 'accepted' });
    if (answer.status !== 'accepted') return;
    const orderId = answer.data.bid_id;

    expect((await poll(buyer, orderId)).body).toEqual({ status: 'pending', data: { bid_id: orderId } });
    const done = await settled(buyer, orderId);

    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'success', data: { bid_id: orderId } });
    expect(done.body.data.items).toHaveLength(1);
  });

  it("is failed with 'Payment failed.' once a declined card gave the unit back", async () => {
    const { buyer, answer } = await slowCheckout(TEST_CARDS.chargeDeclined);
    if (answer.status !== 'accepted') throw new Error('expected an accepted checkout');
    const done = await settled(buyer, answer.data.bid_id);
    expect(done.body).toEqual({
      status: 'failed',
      data: { bid_id: answer.data.bid_id },
      detail: messages.paymentFailed,
    });
  });

  it('is failed with the refusal when the checkout was refused after its answer (sold out)', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    expect((await checkoutWithin(deps, pack, TEST_CARDS.approved)).answer).toMatchObject({
      status: 'success',
    });
    const { buyer, answer: late } = await checkoutWithin(deps, pack, TEST_CARDS.approved, 0);
    if (late.status !== 'accepted') throw new Error('expected an accepted checkout');

    const done = await settled(buyer, late.data.bid_id);

    expect(done.body).toEqual({
      status: 'failed',
      data: { bid_id: late.data.bid_id },
      detail: messages.packSoldOut,
    });
  });

  it("is nobody else's business: another user's order answers 404 (an id not written yet reads pending)", async () => {
    const { buyer, answer } = await slowCheckout(TEST_CARDS.approved);
    if (answer.status !== 'accepted') throw new Error('expected an accepted checkout');
    await settled(buyer, answer.data.bid_id);
    const stranger = await signedInUser(deps);
    expect((await poll(stranger, answer.data.bid_id)).status).toBe(404);
    expect((await poll(stranger, 'pack:unknown')).body).toEqual({
      status: 'pending',
      data: { bid_id: 'pack:unknown' },
    });
    expect((await callApi(deps, 'GET', '/api/payments/orders/pack:unknown')).status).toBe(401);
  });
});
