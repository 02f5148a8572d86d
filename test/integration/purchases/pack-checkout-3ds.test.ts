import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getOrder } from '../../../functions/data/order';
import type { PackRecord } from '../../../functions/data/pack';
import { getPurchase } from '../../../functions/data/purchase';
import { settleChallengedOrder } from '../../../functions/domain/purchases/checkout-challenge';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { movementsOf, sandboxPayments, saveChallengeCard } from '../payment-service/support';
import {
  balanceBody,
  cardBody,
  checkout,
  creditBuyer,
  editionOwners,
  putFraudDecision,
  putPackSale,
} from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const cardPath = (packId: string) => `/api/payments/card_checkout/${packId}`;
const sessionOf = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').pop() ?? '');

/** A buyer whose default card is the 3-D Secure test card, with an accepted fraud check of the pack. */
async function challengedBuyer(pack: PackRecord) {
  const buyer = await signedInUser(deps);
  await saveChallengeCard(deps, buyer.user.uuid);
  await putFraudDecision(deps, buyer.user.uuid, pack);
  const buy = () => checkout(deps, buyer.user.uuid, cardPath(pack.id), cardBody(pack), 'same-key');
  const validate = (paymentId: string, sessionId: string) =>
    buyer.call('POST', '/api/payments/validate-3ds', {
      'cko-session-id': sessionId,
      action: 'buy',
      cc_processor_payment_id: paymentId,
    });
  return { buyer, buy, validate };
}

/** The first checkout: a redirect to the challenge, whose session the tester then answers. */
async function redirected(buy: () => ReturnType<typeof checkout>) {
  const answer = await buy();
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    status: 'redirect',
    redirect_url: expect.stringMatching(/^\/sandbox\/cards\/challenge\//),
    payment_id: expect.any(String),
  });
  return { paymentId: answer.body.payment_id as string, sessionId: sessionOf(answer.body.redirect_url) };
}

describe('pack checkout with a card that needs 3-D Secure', () => {
  it('answers a redirect and keeps the unit reserved; once approved, the repeat answers the editions, charged once', async () => {
    const { pack, nfts } = await putPackSale(deps, { quantity: 1, nftsPerPack: 2, editions: [3] });
    const { buyer, buy } = await challengedBuyer(pack);
    const other = await creditBuyer(deps, pack, 5_000);

    const { paymentId, sessionId } = await redirected(buy);
    const again = await buy();
    const meanwhile = await checkout(
      deps,
      other.user.uuid,
      `/api/payments/balance_checkout/${pack.id}`,
      balanceBody(pack),
    );

    expect(again.body).toMatchObject({ status: 'redirect', payment_id: paymentId });
    expect(meanwhile).toMatchObject({ status: 409, body: { code: 'sold_out' } });
    expect(await getOrder(db, paymentId)).toMatchObject({ status: 'pending' });
    expect(await movementsOf(db, `order:${paymentId}`)).toHaveLength(0);

    await decideSandboxChallenge(db, sessionId, 'approved');
    const bought = await buy();
    const repeated = await buy();

    expect(bought).toMatchObject({ status: 200, body: { status: 'success', data: { bid_id: paymentId } } });
    expect(bought.body.data.items).toHaveLength(2);
    expect(repeated.body).toEqual(bought.body);
    const owners = await editionOwners(deps, nfts);
    expect([...owners.values()].filter((owner) => owner === buyer.user.uuid)).toHaveLength(2);
    expect(await movementsOf(db, `order:${paymentId}`)).toHaveLength(1);
    const order = await getOrder(db, paymentId);
    expect(order).toMatchObject({ status: 'paid' });
    if (order?.payment.type !== 'card') throw new Error('not a card order');
    const { sourceId } = order.payment;
    const charges = (await sandboxPayments(db)).filter((item) => item.sourceId === sourceId);
    expect(charges).toEqual([expect.objectContaining({ capturedCents: order.totalCents })]);
  });

  it('gives the unit back when the challenge is declined: nothing charged, "Payment failed." on the repeat', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const { buy, validate } = await challengedBuyer(pack);
    const next = await creditBuyer(deps, pack, 5_000);

    const { paymentId, sessionId } = await redirected(buy);
    await decideSandboxChallenge(db, sessionId, 'declined');
    const validated = await validate(paymentId, sessionId);
    const repeated = await buy();
    const bought = await checkout(
      deps,
      next.user.uuid,
      `/api/payments/balance_checkout/${pack.id}`,
      balanceBody(pack),
    );

    expect(validated.body).toEqual({ outcome: 'error' });
    expect(repeated).toMatchObject({ status: 400, body: { detail: messages.paymentFailed } });
    expect(bought.status).toBe(200);
    expect(await getOrder(db, paymentId)).toMatchObject({ status: 'declined' });
    expect(await movementsOf(db, `order:${paymentId}`)).toHaveLength(0);
  });

  it('delivers once when validate-3ds, the workflow and the repeat settle at the same time', async () => {
    const { pack, nfts } = await putPackSale(deps, { quantity: 2, nftsPerPack: 2, editions: [4] });
    const { buyer, buy, validate } = await challengedBuyer(pack);
    const { paymentId, sessionId } = await redirected(buy);
    await decideSandboxChallenge(db, sessionId, 'approved');
    const pending = await getOrder(db, paymentId);
    if (!pending) throw new Error('no order');

    const [validations, settlements, repeats] = await Promise.all([
      Promise.all([validate(paymentId, sessionId), validate(paymentId, sessionId)]),
      Promise.all([
        settleChallengedOrder(deps, pending, 'approved'),
        settleChallengedOrder(deps, pending, 'approved'),
      ]),
      Promise.all([buy(), buy()]),
    ]);

    for (const validated of validations) expect(validated.body).toEqual({ outcome: 'success' });
    for (const settled of settlements) expect(settled.status).toBe('paid');
    for (const repeat of repeats) expect(repeat.status).toBe(200);
    expect(repeats[1]?.body).toEqual(repeats[0]?.body);
    expect(await movementsOf(db, `order:${paymentId}`)).toHaveLength(1);
    expect(await getPurchase(db, paymentId)).toMatchObject({ status: 'completed' });
    const owned = [...(await editionOwners(deps, nfts)).entries()].filter(
      ([, owner]) => owner === buyer.user.uuid,
    );
    expect(owned.map(([id]) => id).sort()).toEqual(
      repeats[0]?.body.data.items.map((item: { id: string }) => item.id).sort(),
    );
  });

  it('refuses validate-3ds of an order that is not the caller’s', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const { buy } = await challengedBuyer(pack);
    const { paymentId, sessionId } = await redirected(buy);
    const stranger = await signedInUser(deps);

    const answer = await stranger.call('POST', '/api/payments/validate-3ds', {
      'cko-session-id': sessionId,
      action: 'buy',
      cc_processor_payment_id: paymentId,
    });

    expect(answer.status).toBe(404);
    expect(await getOrder(db, paymentId)).toMatchObject({ status: 'pending' });
  });
});
