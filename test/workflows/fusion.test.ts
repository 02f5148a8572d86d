import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { getFusion } from '../../functions/data/fusion';
import { getNftItem } from '../../functions/data/nft-item';
import { getOrder } from '../../functions/data/order';
import { listPendingEvents } from '../../functions/data/outbox-event';
import { fusionOrderId } from '../../functions/domain/fusion/request-fusion';
import { decideSandboxChallenge } from '../../functions/lib/adapters/sandbox-card-processor';
import { ManualClock } from '../../functions/lib/clock';
import { parseEnv } from '../../functions/lib/env';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { HistoryKind, NotificationType, PaymentMethod } from '../../shared/domain/enums';
import { defaultFlags } from '../../shared/domain/flags';
import { messages } from '../../shared/domain/messages';
import type { SignedInUser } from '../integration/account/support';
import { putCatalogNfts } from '../integration/collection/support';
import { FUSE, MINE, ownedItems, usdFusion } from '../integration/fusion/support';
import { createTestRuntime } from '../integration/local-cloud/support';
import { collector, usdOf } from '../integration/offers/support';
import { saveChallengeCard } from '../integration/payment-service/support';
import { createTestDb } from '../support/db';
import { armFaults, breakMinting, faultsOf, faultyFusionWorkflow } from './fixtures/fusion-faults';

/** The real fusion ASL, its tasks failing once on demand; the other workflows as they are. */
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
let db: Db;
let runtime: LocalRuntime;
beforeAll(async () => {
  db = await createTestDb();
  runtime = createTestRuntime(db, {
    clock,
    env: parseEnv({ STAGE: 'test', TABLE_NAME: db.tableName, FUSION_WAIT_SECONDS: '60' }),
    flags: { ...defaultFlags, fusionEnabled: true },
    workflows: workflows.map((workflow) => (workflow.name === 'fusion' ? faultyFusionWorkflow : workflow)),
    workflowWaitMs: 5,
  });
  await putCatalogNfts(runtime.deps);
});
afterAll(() => runtime?.stop());

const PRICE_CENTS = 5000;
const executionArn = (fusionId: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:fusion:fusion-${fusionId}`;

/** A collector with prepaid USD who owns 3 items, and the fusion they requested (paid from prepaid USD). */
async function requestFusion(extra: Record<string, unknown> = {}, user?: SignedInUser) {
  const owner = user ?? (await collector(runtime.deps, 100_000));
  const items = await ownedItems(runtime.deps, owner);
  const answer = await owner.call('POST', FUSE, usdFusion(items, extra));
  expect(answer.status).toBe(200);
  return { owner, items, fusionId: String(answer.body.data?.id), answer };
}

async function statesOf(fusionId: string) {
  const run = await runtime.workflows.settled(executionArn(fusionId));
  expect(run?.status).toBe('SUCCEEDED');
  const found = await runtime.workflows.getExecution(executionArn(fusionId));
  return (found?.history ?? []).filter((event) => event.type === 'StateEntered').map((event) => event.state);
}

const noticesOf = async (userUuid: string, type: number) =>
  (await listPendingEvents(db, 1000)).filter(
    (event) =>
      event.type === 'NotificationRequested' &&
      event.detail.user_uuid === userUuid &&
      event.detail.notification_type === type,
  ).length;

const historyKinds = async (owner: SignedInUser) =>
  ((await owner.call('GET', '/api/nft/mine/history?page=1')).body.results as { kind: string }[]).map(
    (row) => row.kind,
  );

/** Completed: the fused edition is the owner's, the 3 items stay in the fuser, charged once, notified once each. */
async function expectFused(owner: SignedInUser, items: string[], fusionId: string) {
  const record = await getFusion(db, fusionId);
  expect(record).toMatchObject({ status: 'completed', resultNftId: `fused-${fusionId}`, failure: null });
  const fused = await getNftItem(db, `fused-${fusionId}-1`);
  expect(fused).toMatchObject({ owner: owner.user.uuid, acquisition: { how: 'fusion' } });
  expect(fused?.lockedForOrder).toBeUndefined();
  for (const item of await Promise.all(items.map((id) => getNftItem(db, id))))
    expect(item).toMatchObject({ owner: null, lockedForOrder: fusionOrderId(fusionId) });
  expect(await getOrder(db, fusionOrderId(fusionId))).toMatchObject({ status: 'paid', refundedCents: 0 });
  expect((await usdOf(runtime.deps, owner.user.uuid)).usd).toBe(100_000 - PRICE_CENTS);
  expect(await noticesOf(owner.user.uuid, NotificationType.fusionInitiated)).toBe(1);
  expect(await noticesOf(owner.user.uuid, NotificationType.fusionCompleted)).toBe(1);
  const kinds = await historyKinds(owner);
  expect(kinds.filter((kind) => kind === HistoryKind.fusedResultReceived)).toHaveLength(1);
  const mine = await owner.call('GET', MINE);
  expect(mine.body.results.map((item: { id: string }) => item.id)).toEqual([`fused-${fusionId}-1`]);
  expect(mine.body.fusions[0]).toMatchObject({
    id: fusionId,
    status: 'completed',
    result: { nft_id: `fused-${fusionId}`, item_id: `fused-${fusionId}-1` },
  });
}

/** Failed: the fee refunded once, the 3 items the owner's again (unlocked), no fused edition, 'Fuse failed.'. */
async function expectGivenBack(owner: SignedInUser, items: string[], fusionId: string) {
  expect(await getFusion(db, fusionId)).toMatchObject({ status: 'failed', failure: messages.fuseFailed });
  for (const item of await Promise.all(items.map((id) => getNftItem(db, id)))) {
    expect(item?.owner).toBe(owner.user.uuid);
    expect(item?.lockedForOrder).toBeUndefined();
  }
  expect(await getNftItem(db, `fused-${fusionId}-1`)).toBeUndefined();
  expect(await getOrder(db, fusionOrderId(fusionId))).toMatchObject({
    status: 'refunded',
    refundedCents: PRICE_CENTS,
  });
  expect((await usdOf(runtime.deps, owner.user.uuid)).usd).toBe(100_000);
  expect(await noticesOf(owner.user.uuid, NotificationType.fusionCompleted)).toBe(0);
  expect((await owner.call('GET', MINE)).body.results).toHaveLength(3);
}

describe('the fusion workflow', () => {
  it('waits, mints the fused NFT and gives it to the owner, notifying initiated and completed', async () => {
    const { owner, items, fusionId } = await requestFusion();

    const states = await statesOf(fusionId);

    // The workflow starts before the fee is charged: it may look at the payment more than once.
    const paidAt = states.lastIndexOf('IsPaid');
    const paying = states.slice(0, paidAt + 1);
    const waitingForPayment = ['CheckPayment', 'IsPaid', 'WaitForPayment'];
    expect(paying.filter((state) => state === undefined || !waitingForPayment.includes(state))).toEqual([]);
    expect(states.slice(paidAt + 1)).toEqual([
      'WaitForFusedNft',
      'MintFusedNft',
      'IsShipping',
      'DeliverFusedItem',
    ]);
    await expectFused(owner, items, fusionId);
    expect(await historyKinds(owner)).toContain(HistoryKind.sentToFuser);
  });

  it('records the shipment of the physical item to the US address given', async () => {
    const owner = await collector(runtime.deps, 100_000);
    const address = await owner.call('POST', '/api/user/shipping-address/', {
      full_name: 'Ada Lovelace',
      address: '1 Main Street',
      city: 'Springfield',
      state: 'Illinois',
      zip_code: '62701',
      country: 'US',
    });
    const { items, fusionId } = await requestFusion(
      { shipment_info: { address_uuid: address.body.data.uuid } },
      owner,
    );

    const states = await statesOf(fusionId);

    expect(states).toContain('ShipFusedItem');
    expect((await getFusion(db, fusionId))?.shipment).toMatchObject({
      addressUuid: address.body.data.uuid,
      address: { state: 'Illinois', country: 'US' },
      shippedAt: expect.any(String),
    });
    await expectFused(owner, items, fusionId);
  });

  it('waits for a card payment behind 3-D Secure, then fuses', async () => {
    const owner = await collector(runtime.deps, 100_000);
    const { cardId } = await saveChallengeCard(runtime.deps, owner.user.uuid);
    const items = await ownedItems(runtime.deps, owner);
    const answer = await owner.call(
      'POST',
      FUSE,
      usdFusion(items, { payment_method: PaymentMethod.card, card_id: cardId }),
    );
    expect(answer.body).toMatchObject({ status: 'redirect', payment_id: expect.stringMatching(/^fusion:/) });
    const fusionId = String(answer.body.payment_id).replace(/^fusion:/, '');
    const sessionId = decodeURIComponent(String(answer.body.redirect_url).split('/').pop() ?? '');
    await decideSandboxChallenge(db, sessionId, 'approved');

    const states = await statesOf(fusionId);

    expect(states.slice(0, 3)).toEqual(['CheckPayment', 'IsPaid', 'WaitForPayment']);
    expect(states.at(-1)).toBe('DeliverFusedItem');
    expect(await getFusion(db, fusionId)).toMatchObject({ status: 'completed' });
    expect(await getOrder(db, fusionOrderId(fusionId))).toMatchObject({ status: 'paid' });
    expect((await getNftItem(db, `fused-${fusionId}-1`))?.owner).toBe(owner.user.uuid);
  });

  it('refunds the fee and gives the 3 items back when the fused NFT cannot be made', async () => {
    const owner = await collector(runtime.deps, 100_000);
    const items = await ownedItems(runtime.deps, owner);
    breakMinting(String(items[0]));
    const answer = await owner.call('POST', FUSE, usdFusion(items));
    const fusionId = String(answer.body.data.id);

    const states = await statesOf(fusionId);

    expect(states.slice(-2)).toEqual(['FailFusion', 'FusionFailed']);
    await expectGivenBack(owner, items, fusionId);
  }, 60_000);

  for (const timing of ['before', 'after'] as const) {
    it(`reaches the same end when each task fails once ${timing} its work`, async () => {
      armFaults(timing);
      const owner = await collector(runtime.deps, 100_000);
      const address = await owner.call('POST', '/api/user/shipping-address/', {
        full_name: 'Ada Lovelace',
        address: '1 Main Street',
        city: 'Springfield',
        state: 'Illinois',
        zip_code: '62701',
        country: 'US',
      });
      const { items, fusionId } = await requestFusion(
        { shipment_info: { address_uuid: address.body.data.uuid } },
        owner,
      );

      await statesOf(fusionId);
      armFaults(undefined);

      expect(faultsOf(fusionId).sort()).toEqual([
        'CheckPayment',
        'DeliverFusedItem',
        'MintFusedNft',
        'ShipFusedItem',
      ]);
      await expectFused(owner, items, fusionId);
    }, 60_000);

    it(`gives everything back once when FailFusion fails once ${timing} its work`, async () => {
      const owner = await collector(runtime.deps, 100_000);
      const items = await ownedItems(runtime.deps, owner);
      breakMinting(String(items[0]));
      armFaults(timing);
      const answer = await owner.call('POST', FUSE, usdFusion(items));
      const fusionId = String(answer.body.data.id);

      await statesOf(fusionId);
      armFaults(undefined);

      expect(faultsOf(fusionId)).toContain('FailFusion');
      await expectGivenBack(owner, items, fusionId);
    }, 60_000);
  }
});
