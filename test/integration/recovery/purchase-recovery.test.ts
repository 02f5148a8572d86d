import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getOrder } from '../../../functions/data/order';
import { entryOf } from '../../../functions/data/outbox-event';
import type { PackRecord } from '../../../functions/data/pack';
import { initialShare, readStockShards } from '../../../functions/data/pack-inventory';
import { getPurchase } from '../../../functions/data/purchase';
import { listUnfinishedWork } from '../../../functions/data/recovery-index';
import { checkoutPack } from '../../../functions/domain/purchases/checkout';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import type { CardProcessorPort } from '../../../functions/lib/ports/card-processor';
import { NotificationType } from '../../../shared/domain/enums';
import { createTestDb, scanTable } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { crashingDb, writesTo } from '../../support/faults';
import { signedInUser } from '../account/support';
import {
  balanceOf,
  fund,
  movementsOf,
  recordingCards,
  saveCard,
  TEST_CARDS,
} from '../payment-service/support';
import { editionOwners, putFraudDecision, putPackSale } from './../purchases/support';

const LEASE_MS = 120_000;

/** A pack checkout finished: delivered (2 of the 3 units left), paid, and recorded in the ledger once. */
const DELIVERED_ONCE = { purchase: 'completed', order: 'paid', owned: 2, unitsLeft: 2, movements: 1 };

let db: Db;
let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db));
});

/** Units of the pack still for sale, over its shards (a shard never used holds its initial share). */
async function unitsLeft(pack: PackRecord) {
  return (await readStockShards(db, pack.id)).reduce<number>(
    (sum, units, shard) => sum + (units ?? initialShare(pack, shard)),
    0,
  );
}

/** A buyer with a saved card (or credit) and an accepted fraud check, and a pack of 3 units of 2 NFTs each. */
async function sale(card: string | null = TEST_CARDS.approved) {
  const { pack, nfts } = await putPackSale(deps, { quantity: 3, nftsPerPack: 2, editions: [6] });
  const buyer = await signedInUser(deps);
  const method = card
    ? { type: 'card' as const, cardId: (await saveCard(deps, buyer.user.uuid, card)).cardId }
    : { type: 'credit' as const };
  if (!card) await fund(deps, { kind: 'credit', userUuid: buyer.user.uuid }, 10_000);
  await putFraudDecision(deps, buyer.user.uuid, pack);
  const request = (requestDeps: Deps, key: string) =>
    checkoutPack(requestDeps, {
      id: pack.id,
      drop: true,
      headers: { 'idempotency-key': key },
      userUuid: buyer.user.uuid,
      method,
      priceCents: pack.priceCents,
      fraudScreened: true,
      continueDespiteWarning: false,
    });
  return { pack, nfts, buyer: buyer.user.uuid, request };
}

const sweepAfterLease = async (sweepDeps: Deps = deps) => {
  clock.advance(LEASE_MS + 1_000);
  return sweepUnfinishedWork(sweepDeps, LEASE_MS);
};

/** What the pack's checkout left: the purchase, the order, the editions owned, units left, charges made. */
async function outcome(s: Awaited<ReturnType<typeof sale>>, orderId: string) {
  const owned = [...(await editionOwners(deps, s.nfts)).values()].filter((owner) => owner === s.buyer);
  return {
    purchase: (await getPurchase(db, orderId))?.status,
    order: (await getOrder(db, orderId))?.status,
    owned: owned.length,
    unitsLeft: await unitsLeft(s.pack),
    movements: (await movementsOf(db, `order:${orderId}`)).length,
  };
}

/** A card processor that takes the money, then the process dies before it hears the answer. */
function crashAfterCharge(cards: CardProcessorPort): CardProcessorPort {
  return {
    ...cards,
    async charge(...args) {
      await cards.charge(...args);
      throw new Error('injected crash after the charge');
    },
  };
}

describe('the recovery sweep finishes a pack checkout stopped at any step', () => {
  it('after the reservation (no order yet): charges once and delivers', async () => {
    const s = await sale();
    const { cards, calls } = recordingCards(deps.cards);
    const crashed = { ...deps, db: crashingDb(db, writesTo('Put', 'ORDER#'), 'before') };
    await expect(s.request(crashed, 'k1')).rejects.toThrow(/injected crash/);
    const orderId = (await findReserved(s.buyer)).orderId;
    expect(await outcome(s, orderId)).toMatchObject({ purchase: 'reserved', order: undefined, unitsLeft: 2 });

    expect(await sweepAfterLease({ ...deps, cards })).toMatchObject({ failed: 0 });

    expect(await outcome(s, orderId)).toEqual(DELIVERED_ONCE);
    expect(calls.filter((call) => call.method === 'charge')).toHaveLength(1);
  });

  it('after the processor took the money (no ledger movement yet): records it once and delivers', async () => {
    const s = await sale();
    const { cards, calls } = recordingCards(deps.cards);
    await expect(s.request({ ...deps, cards: crashAfterCharge(cards) }, 'k2')).rejects.toThrow(/injected/);
    const { orderId } = await findReserved(s.buyer);
    expect(await outcome(s, orderId)).toMatchObject({ purchase: 'reserved', order: 'pending', movements: 0 });

    await sweepAfterLease({ ...deps, cards });

    expect(await outcome(s, orderId)).toEqual(DELIVERED_ONCE);
    // The sweep asked the processor again with the same reference: one payment, taken once.
    const references = calls.filter((call) => call.method === 'charge').map((call) => call.args[2]);
    expect(new Set(references)).toEqual(new Set([orderId]));
    const order = await getOrder(db, orderId);
    expect(order?.paymentId).toBeTruthy();
  });

  it('after the ledger movement (paid, not delivered): delivers without charging again', async () => {
    const s = await sale(null);
    const crashed = { ...deps, db: crashingDb(db, writesTo('Put', 'MOVEMENT#order:'), 'after') };
    await expect(s.request(crashed, 'k3')).rejects.toThrow(/injected crash/);
    const { orderId } = await findReserved(s.buyer);
    expect(await outcome(s, orderId)).toMatchObject({ purchase: 'reserved', order: 'paid', owned: 0 });

    await sweepAfterLease();

    expect(await outcome(s, orderId)).toEqual(DELIVERED_ONCE);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: s.buyer })).toBe(10_000 - s.pack.priceCents);
  });

  it('before the delivery transaction: delivers once, and the buyer is told once', async () => {
    const s = await sale();
    const crashed = { ...deps, db: crashingDb(db, writesTo('Update', 'PURCHASE#'), 'before') };
    await expect(s.request(crashed, 'k4')).rejects.toThrow(/injected crash/);
    const { orderId } = await findReserved(s.buyer);

    await sweepAfterLease();
    await sweepAfterLease();

    expect(await outcome(s, orderId)).toEqual(DELIVERED_ONCE);
    const notices = (await scanTable(db))
      .filter((item) => item.entity === 'outbox-event')
      .flatMap((item) => entryOf(item).events)
      .filter((event) => event.detail.user_uuid === s.buyer);
    expect(notices.map((event) => event.detail.notification_type)).toEqual([NotificationType.bundleBought]);
  });

  it('gives the unit back when the card is declined, moving no money', async () => {
    const s = await sale(TEST_CARDS.chargeDeclined);
    const crashed = { ...deps, db: crashingDb(db, writesTo('Put', 'ORDER#'), 'before') };
    await expect(s.request(crashed, 'k5')).rejects.toThrow(/injected crash/);
    const { orderId } = await findReserved(s.buyer);

    expect(await sweepAfterLease()).toMatchObject({ failed: 0 });

    expect(await outcome(s, orderId)).toEqual({
      purchase: 'released',
      order: 'declined',
      owned: 0,
      unitsLeft: 3,
      movements: 0,
    });
  });

  it('racing the buyer’s retry and a second sweep: charged, delivered and recorded once', async () => {
    const s = await sale();
    const { cards } = recordingCards(deps.cards);
    await expect(s.request({ ...deps, cards: crashAfterCharge(cards) }, 'k6')).rejects.toThrow(/injected/);
    const { orderId } = await findReserved(s.buyer);
    clock.advance(LEASE_MS + 1_000);

    const [retry] = await Promise.all([
      s.request({ ...deps, cards }, 'k6'),
      sweepUnfinishedWork({ ...deps, cards }, LEASE_MS),
      sweepUnfinishedWork({ ...deps, cards }, LEASE_MS),
    ]);

    expect(retry).toMatchObject({ status: 'success', data: { bid_id: orderId } });
    expect(await outcome(s, orderId)).toEqual(DELIVERED_ONCE);
    const order = await getOrder(db, orderId);
    const payment = await db.client.send(
      new GetCommand({
        TableName: db.tableName,
        Key: { pk: `CARD_SANDBOX_PAYMENT#${order?.paymentId}`, sk: 'PAYMENT' },
      }),
    );
    expect(payment.Item).toMatchObject({ capturedCents: order?.totalCents });
  });
});

/** The buyer's reserved pack purchase, found through the recovery index (as the sweep finds it). */
async function findReserved(userUuid: string) {
  const found = (await listUnfinishedWork(db, new Date('2100-01-01'), 100)).filter(
    (item) => item.userUuid === userUuid,
  );
  expect(found).toHaveLength(1);
  return { orderId: String(found[0]?.orderId) };
}
