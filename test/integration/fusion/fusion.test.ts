import { beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { getFusion } from '../../../functions/data/fusion';
import { getNftItem, holdItemForExport, lockItemForSale } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { checkFusionPayment } from '../../../functions/domain/fusion/fusion-steps';
import { fusionOrderId } from '../../../functions/domain/fusion/request-fusion';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { HistoryKind, PaymentMethod } from '../../../shared/domain/enums';
import { defaultFlags } from '../../../shared/domain/flags';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { putCatalogNfts } from '../collection/support';
import { collector, usdOf } from '../offers/support';
import { fund } from '../payment-service/support';
import { addTestCard, TEST_CARDS } from '../payments/support';
import { listingBody } from '../resale/support';
import { FUSE, fusionDeps, INFO, MINE, ownedItems, usdFusion } from './support';

/** Past the 48-hour resale cool-down of items bought by card. */
const RESALE_COOL_DOWN_PASSED_MS = 49 * 3600_000;

const db = await createTestDb();
const started: { workflow: string; input: Record<string, unknown>; name: string }[] = [];
let failStarts = 0;
/** The request stops right after starting the workflow, before its charge (a crash, a timeout). */
let stopAfterStart = false;
const { deps, clock } = fusionDeps(db, {
  workflows: {
    async start(workflow, input, name) {
      if (failStarts > 0) {
        failStarts--;
        throw new Error('Step Functions is unreachable');
      }
      started.push({ workflow, input, name });
      if (stopAfterStart) {
        stopAfterStart = false;
        throw new Error('The request stopped');
      }
      return { executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}` };
    },
  },
});
await putCatalogNfts(deps);

let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  owner = await collector(deps, 100_000);
  stranger = await signedInUser(deps);
});

/** The items as they are now: owner, lock and acquisition. */
const itemsOf = (ids: string[]) => Promise.all(ids.map((id) => getNftItem(db, id)));

async function expectStillOwned(ids: string[], user: SignedInUser = owner) {
  for (const item of await itemsOf(ids)) {
    expect(item?.owner).toBe(user.user.uuid);
    expect(item?.lockedForOrder).toBeUndefined();
  }
}

/** POSTs a fusion request as `user`, with an Idempotency-Key when given. */
async function fuse(user: SignedInUser, body: unknown, idempotencyKey?: string) {
  const token = await deps.sessions.issueIdToken({ uuid: user.user.uuid, emailVerified: true });
  return callApi(deps, 'POST', FUSE, body, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

describe('with the fusion flag off (the default)', () => {
  it('answers 403 fusion_disabled on every fusion call', async () => {
    const off = createTestDeps(db, { flags: { ...defaultFlags } });
    const user = await signedInUser(off.deps);
    const items = await ownedItems(off.deps, user);
    const calls = [
      await user.call('GET', MINE),
      await user.call('GET', INFO),
      await user.call('POST', INFO, { items }),
      await user.call('POST', FUSE, usdFusion(items)),
    ];
    for (const answer of calls)
      expect(answer).toMatchObject({
        status: 403,
        body: { code: 'fusion_disabled', detail: messages.fusionDisabled },
      });
    await expectStillOwned(items, user);
  });
});

describe('GET /api/nft/fusion_request/info and GET /api/nft/mine/fusion', () => {
  it('answers the recipes, the default price of 50 USD, 3 items and 4 preview slots', async () => {
    const answer = await owner.call('GET', INFO);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ price: { amount: 50 }, items_required: 3, preview_slots: 4 });
    expect(answer.body.recipes.length).toBeGreaterThan(0);
  });

  it("lists the caller's items that may be fused, leaving out a listed one", async () => {
    const user = await signedInUser(deps);
    const [free, listed] = await ownedItems(deps, user, 2);
    const nftId = String(listed).replace(/-\d+$/, '');
    clock.advance(RESALE_COOL_DOWN_PASSED_MS);
    expect(
      (await user.call('POST', '/api/auction/create', listingBody(nftId, String(listed), 20))).status,
    ).toBe(200);

    const answer = await user.call('GET', MINE);

    expect(answer.status).toBe(200);
    expect(answer.body.results.map((item: { id: string }) => item.id)).toEqual([free]);
    expect(answer.body.results[0]).toMatchObject({
      id: free,
      sequence: expect.any(Number),
      nft: { title: expect.any(String), artist: { name: expect.any(String) } },
    });
    expect(answer.body.fusions).toEqual([]);
    expect((await callApi(deps, 'GET', MINE)).status).toBe(401);
  });
});

describe('POST /api/nft/fusion_request/info', () => {
  it('prices 3 owned items at 50 USD, plus the card fee when paying by card', async () => {
    const user = await signedInUser(deps);
    const items = await ownedItems(deps, user);
    expect((await user.call('POST', INFO, { items })).body).toEqual({ amount: 50, fees: [], total: 50 });
    expect(
      (
        await user.call('POST', INFO, {
          items,
          payment_method: PaymentMethod.marketplaceCredit,
          source: 'usd',
        })
      ).body,
    ).toEqual({ amount: 50, fees: [], total: 50 });
    expect((await addTestCard(deps, user)).status).toBe(200);
    const byCard = await user.call('POST', INFO, { items, payment_method: PaymentMethod.card });
    expect(byCard.status).toBe(200);
    expect(byCard.body.fees).toEqual([
      { kind: 'creditCard', label: 'Credit Card', amount: expect.any(Number) },
    ]);
    expect(byCard.body.fees[0].amount).toBeGreaterThan(0);
    expect(byCard.body.total).toBeCloseTo(50 + byCard.body.fees[0].amount, 2);
  });

  it("refuses 2 items (400) and another user's items (403)", async () => {
    const items = await ownedItems(deps, owner);
    expect((await owner.call('POST', INFO, { items: items.slice(0, 2) })).status).toBe(400);
    expect((await stranger.call('POST', INFO, { items })).status).toBe(403);
  });
});

describe('POST /api/nft/fusion_request', () => {
  it('sends the 3 items into the fuser with the fusion record, charges 50 USD and starts the workflow', async () => {
    const items = await ownedItems(deps, owner);
    const before = await usdOf(deps, owner.user.uuid);

    const answer = await fuse(owner, usdFusion(items));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'success', data: { status: 'paying', result: null } });
    const fusionId = answer.body.data.id as string;
    const record = await getFusion(db, fusionId);
    expect(record?.items.map((item) => item.id)).toEqual(items);
    const orderId = fusionOrderId(fusionId);
    for (const item of await itemsOf(items)) {
      expect(item).toMatchObject({
        owner: null,
        lockedForOrder: orderId,
        acquisition: { how: 'fusion', orderId },
      });
    }
    expect(await getOrder(db, orderId)).toMatchObject({ status: 'paid', priceCents: 5000, kind: 'fusion' });
    expect((await usdOf(deps, owner.user.uuid)).usd).toBe(before.usd - 5000);
    expect(started.at(-1)).toEqual({
      workflow: 'fusion',
      name: `fusion-${fusionId}`,
      input: { fusionId, waitSeconds: 14 * 24 * 3600, shipping: false },
    });
    // The items left the collection ('sent to fuser') and are no longer offered for fusion.
    const history = await owner.call('GET', '/api/nft/mine/history?page=1');
    const sent = history.body.results.filter((row: { kind: string }) => row.kind === HistoryKind.sentToFuser);
    expect(sent).toHaveLength(3);
    const mine = await owner.call('GET', MINE);
    expect(mine.body.results.map((item: { id: string }) => item.id)).not.toContain(items[0]);
    expect(mine.body.fusions[0]).toMatchObject({ id: fusionId, status: 'paying' });
    // The market hears of the 3 editions leaving the owner, in the same transaction.
    const transfers = (await listPendingEvents(db, 1000)).filter(
      (event) =>
        event.type === 'MarketActivity' &&
        event.detail.kind === 'transfer' &&
        event.detail.from_uuid === owner.user.uuid &&
        event.detail.to_uuid === null,
    );
    expect(
      transfers.map((event) => (event.detail.items as { nft_item_id: string }[]).map((i) => i.nft_item_id)),
    ).toContainEqual(items);
  });

  it('answers the same fusion to a retry with the same Idempotency-Key, charging once', async () => {
    const items = await ownedItems(deps, owner);
    const before = await usdOf(deps, owner.user.uuid);
    const first = await fuse(owner, usdFusion(items), 'fuse-once');
    const again = await fuse(owner, usdFusion(items), 'fuse-once');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await usdOf(deps, owner.user.uuid)).usd).toBe(before.usd - 5000);
    // The same key for other items is another request's.
    const others = await ownedItems(deps, owner);
    expect((await fuse(owner, usdFusion(others), 'fuse-once')).body.code).toBe('idempotency_key_reused');
    await expectStillOwned(others);
  });

  it('keeps a US shipping address and refuses an address that is not US or not the caller’s', async () => {
    const address = (country: string, state: string) => ({
      full_name: 'Ada Lovelace',
      address: '1 Main Street',
      city: 'Springfield',
      state,
      zip_code: '10001',
      country,
    });
    const us = await owner.call('POST', '/api/user/shipping-address/', address('US', 'New York'));
    const uk = await owner.call('POST', '/api/user/shipping-address/', address('GB', 'London'));
    expect([us.status, uk.status]).toEqual([200, 200]);
    const items = await ownedItems(deps, owner);

    for (const uuid of [uk.body.data.uuid, 'not-an-address']) {
      const refused = await fuse(owner, usdFusion(items, { shipment_info: { address_uuid: uuid } }));
      expect(refused).toMatchObject({ status: 400, body: { detail: messages.fusionUsAddressOnly } });
    }
    await expectStillOwned(items);

    const shipped = await fuse(
      owner,
      usdFusion(items, { shipment_info: { address_uuid: us.body.data.uuid } }),
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.shipping).toEqual({ address_uuid: us.body.data.uuid, shipped_at: null });
    expect(started.at(-1)?.input.shipping).toBe(true);
  });

  it('refuses anything but 3 distinct items, without moving any', async () => {
    const items = await ownedItems(deps, owner, 4);
    const [a = '', b = ''] = items;
    for (const chosen of [[], [a], [a, b], items, [a, a, b]]) {
      const answer = await fuse(owner, usdFusion(chosen));
      expect(answer).toMatchObject({ status: 400, body: { detail: messages.fusionNeedsThree } });
    }
    expect((await fuse(owner, { ...usdFusion(items.slice(0, 3)), items: 'abc' })).status).toBe(400);
    await expectStillOwned(items);
  });

  it("refuses another user's item (403) and a missing one (404), without moving any", async () => {
    const mine = await ownedItems(deps, owner, 2);
    const [theirs = ''] = await ownedItems(deps, stranger, 1);
    expect((await fuse(owner, usdFusion([...mine, theirs]))).status).toBe(403);
    expect((await fuse(owner, usdFusion([...mine, 'nft-neon-frequencies-green-4999']))).status).toBe(404);
    await expectStillOwned(mine);
    await expectStillOwned([theirs], stranger);
    expect((await callApi(deps, 'POST', FUSE, usdFusion([...mine, theirs]))).status).toBe(401);
  });

  it('refuses a listed item, an item locked for a sale and an exporting item (409)', async () => {
    const [listed = '', locked = '', exporting = '', ...rest] = await ownedItems(deps, owner, 5);
    const nftId = listed.replace(/-\d+$/, '');
    clock.advance(RESALE_COOL_DOWN_PASSED_MS);
    expect((await owner.call('POST', '/api/auction/create', listingBody(nftId, listed, 20))).status).toBe(
      200,
    );
    const [lockedItem, exportingItem] = await itemsOf([locked, exporting]);
    if (!lockedItem || !exportingItem) throw new Error('items not stored');
    await transactWrite(db, [lockItemForSale(db, lockedItem, 'order-elsewhere')]);
    await transactWrite(db, [holdItemForExport(db, exportingItem, 'export-elsewhere')]);

    for (const taken of [listed, locked, exporting]) {
      const answer = await fuse(owner, usdFusion([taken, ...rest]));
      expect(answer).toMatchObject({ status: 409, body: { code: 'fusion_item_unavailable' } });
    }
    await expectStillOwned(rest);
  });

  it('gives the items back when the balance is short or the card is declined', async () => {
    const poor = await collector(deps, 1000);
    const items = await ownedItems(deps, poor);
    const short = await fuse(poor, usdFusion(items));
    expect(short).toMatchObject({ status: 409, body: { detail: messages.chooseAnotherPaymentMethod } });
    await expectStillOwned(items, poor);
    expect((await usdOf(deps, poor.user.uuid)).usd).toBe(1000);

    expect((await addTestCard(deps, poor, TEST_CARDS.chargeDeclined)).status).toBe(200);
    const declined = await fuse(poor, usdFusion(items, { payment_method: PaymentMethod.card }));
    expect(declined).toMatchObject({ status: 400, body: { detail: messages.paymentFailed } });
    await expectStillOwned(items, poor);
    const fusions = (await poor.call('GET', MINE)).body.fusions;
    expect(fusions.map((fusion: { status: string }) => fusion.status)).toEqual(['failed', 'failed']);
    // Given back, they may be fused again.
    expect((await poor.call('GET', MINE)).body.results).toHaveLength(3);
  });

  it('lets the recovery sweep start the workflow of a request that stopped before starting it', async () => {
    const items = await ownedItems(deps, owner);
    failStarts = 1;
    expect((await fuse(owner, usdFusion(items), 'sweep-me')).status).toBe(500);
    const fusionId = (await owner.call('GET', MINE)).body.fusions[0].id as string;
    expect(started.some((start) => start.name === `fusion-${fusionId}`)).toBe(false);

    clock.advance(5 * 60_000);
    await sweepUnfinishedWork(deps, 120_000);

    expect(started.filter((start) => start.name === `fusion-${fusionId}`)).toHaveLength(1);
    // The items stay in the fuser; the workflow takes the fusion to its end.
    for (const item of await itemsOf(items)) expect(item?.owner).toBeNull();
  });

  it('lets the workflow finish a charge its request left undone, once, after the recovery lease', async () => {
    const items = await ownedItems(deps, owner);
    const before = await usdOf(deps, owner.user.uuid);
    stopAfterStart = true;
    expect((await fuse(owner, usdFusion(items))).status).toBe(500);
    const fusionId = String(started.at(-1)?.input.fusionId);
    expect(await getOrder(db, fusionOrderId(fusionId))).toBeUndefined();

    // Within the lease the request may still be charging: the workflow waits.
    expect(await checkFusionPayment(deps, fusionId)).toEqual({ outcome: 'pending' });
    clock.advance(3 * 60_000);
    expect(await checkFusionPayment(deps, fusionId)).toEqual({ outcome: 'paid' });
    expect(await checkFusionPayment(deps, fusionId)).toEqual({ outcome: 'paid' });

    expect(await getFusion(db, fusionId)).toMatchObject({ status: 'fusing' });
    expect((await usdOf(deps, owner.user.uuid)).usd).toBe(before.usd - 5000);
  });

  it('gives the items back when the charge the workflow finishes is refused', async () => {
    const poor = await collector(deps, 6000);
    const items = await ownedItems(deps, poor);
    stopAfterStart = true;
    expect((await fuse(poor, usdFusion(items))).status).toBe(500);
    const fusionId = String(started.at(-1)?.input.fusionId);
    await fund(deps, { kind: 'usd', userUuid: poor.user.uuid }, -5000);

    clock.advance(3 * 60_000);
    expect(await checkFusionPayment(deps, fusionId)).toEqual({ outcome: 'failed' });

    expect(await getFusion(db, fusionId)).toMatchObject({
      status: 'failed',
      failure: messages.paymentFailed,
    });
    await expectStillOwned(items, poor);
    expect((await usdOf(deps, poor.user.uuid)).usd).toBe(1000);
  });
});
