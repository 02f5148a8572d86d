import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Item } from '../../../functions/data/db';
import type { PackRecord } from '../../../functions/data/pack';
import { initialShare, readStockShards } from '../../../functions/data/pack-inventory';
import { listUnfinishedWork } from '../../../functions/data/recovery-index';
import { getSchedule, newSchedule, putSchedule } from '../../../functions/data/schedule';
import { jwtSessions } from '../../../functions/lib/auth/jwt-sessions';
import { systemClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { recoverySweepSchedule } from '../../../functions/schedules/recovery-sweep';
import { freePort } from '../../../scripts/local-cloud/dynamodb';
import { createTestDb, dynamoEndpoint, scanTable } from '../../support/db';
import { createTestDeps, TEST_SIGNING_SECRET } from '../../support/deps';
import { signedInUser } from '../account/support';
import { saveCard } from '../payment-service/support';
import { cardBody, editionOwners, putFraudDecision, putPackSale } from '../purchases/support';

const BUYERS = 50;
const UNITS = 30;
/** The sweep's lease in the cloud under test (the shortest allowed); the sweep runs a minute after a start. */
const LEASE_SECONDS = 15;
/** How often the test looks again at what the restarted cloud's sweep left. */
const POLL_MS = 500;

let db: Db;
let deps: Deps;
let port: number;
let cloud: ChildProcess | undefined;

/** Starts the cloud as its own process over the test's table; answers its URL once it serves. */
async function startCloud(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/cloud-process.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DYNAMODB_ENDPOINT: dynamoEndpoint(),
      TABLE_NAME: db.tableName,
      JWT_SECRET: TEST_SIGNING_SECRET,
      RECOVERY_LEASE_SECONDS: String(LEASE_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cloud = child;
  return new Promise((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`the cloud exited (${code}) before it served`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /ready (\S+)/.exec(chunk.toString())?.[1];
      if (url) ready(url);
    });
  });
}

function killCloud(): Promise<void> {
  const child = cloud;
  cloud = undefined;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  db = await createTestDb();
  // The cloud runs on the system clock: the fraud checks and tokens made here must be fresh by it.
  ({ deps } = createTestDeps(db, {
    clock: systemClock,
    sessions: jwtSessions(async () => TEST_SIGNING_SECRET, systemClock),
  }));
  port = await freePort();
});

afterAll(() => killCloud());

const units = async (pack: PackRecord) =>
  (await readStockShards(db, pack.id)).reduce<number>(
    (sum, left, shard) => sum + (left ?? initialShare(pack, shard)),
    0,
  );

const ofPack = (items: Item[], entity: string, pack: PackRecord) =>
  items.filter(
    (item) =>
      item.entity === entity &&
      (item.packId === pack.id || (item.items as { id: string }[] | undefined)?.[0]?.id === pack.id),
  );

describe('the local cloud killed (kill -9) during 50 concurrent card checkouts', () => {
  it('is left, after a restart and its recovery sweep, with no reservation and no charge half-done', async () => {
    const { pack, nfts } = await putPackSale(deps, { quantity: UNITS, nftsPerPack: 1, editions: [UNITS] });
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const buyer = await signedInUser(deps);
        await saveCard(deps, buyer.user.uuid);
        await putFraudDecision(deps, buyer.user.uuid, pack);
        return buyer.user.uuid;
      }),
    );
    const url = await startCloud();

    let answered = 0;
    const checkouts = buyers.map(async (uuid) => {
      const token = await deps.sessions.issueIdToken({ uuid, emailVerified: true });
      const answer = await fetch(`${url}/api/payments/card_checkout/${pack.id}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `crash-${uuid}`,
        },
        body: JSON.stringify(cardBody(pack)),
      }).catch(() => undefined);
      answered++;
      return answer?.status;
    });
    // Kill it mid-rush, once some checkouts hold a reservation (read from the recovery index, as the sweep will).
    const reservedNow = async () =>
      (await listUnfinishedWork(db, new Date('2100-01-01'), 100)).filter(
        (item) => item.packId === pack.id && item.status === 'reserved',
      ).length;
    for (let waited = 0; answered < BUYERS && waited < 30_000; waited += 10) {
      if ((await reservedNow()) >= 3) break;
      await new Promise((done) => setTimeout(done, 10));
    }
    await killCloud();
    const statuses = await Promise.all(checkouts);
    expect(statuses.filter((status) => status === 500)).toEqual([]);
    const reservedAtKill = ofPack(await scanTable(db), 'purchase', pack).filter(
      (item) => item.status === 'reserved',
    );
    expect(reservedAtKill.length).toBeGreaterThan(0);

    await startCloud();
    // The restarted cloud's own sweep, due at its next minute, is brought forward to the moment the last lease it
    // must honour ends (the newest unfinished work's start plus the lease): the same sweep, run by the cloud's
    // scheduler over the same lease, without the test idling through the rest of the minute.
    const newestStart = (await listUnfinishedWork(db, new Date('2100-01-01'), 100))
      .map((item) => String(item.gsi3sk).split('#')[0] as string)
      .sort()
      .at(-1);
    expect(newestStart).toBeDefined();
    const sweepAt = new Date(
      Math.max(Date.now(), Date.parse(String(newestStart)) + LEASE_SECONDS * 1000 + 500),
    );
    await putSchedule(db, newSchedule({ ...recoverySweepSchedule, dueAt: sweepAt.toISOString() }));
    // Done once no purchase is reserved and the sweep has returned: it records its firing only after its last
    // purchase is finished, so the last reservation can clear a moment before the schedule says it fired.
    const sweepFired = async () => (await getSchedule(db, recoverySweepSchedule.name))?.lastFiredAt != null;
    let items: Item[] = [];
    for (let waited = 0; waited < 150_000; waited += POLL_MS) {
      items = await scanTable(db);
      const reserved = ofPack(items, 'purchase', pack).some((item) => item.status === 'reserved');
      if (!reserved && (await sweepFired())) break;
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
    // It was the cloud's sweep that finished them: it fired (and was released to its next minute).
    expect(await sweepFired()).toBe(true);

    const purchases = ofPack(items, 'purchase', pack);
    const orders = new Map(ofPack(items, 'order', pack).map((order) => [String(order.id), order]));
    const completed = purchases.filter((item) => item.status === 'completed');
    expect(purchases.filter((item) => item.status === 'reserved')).toEqual([]);
    // Every unit is sold to a completed purchase or back on sale: none is held by a dead request.
    expect(completed.length + (await units(pack))).toBe(UNITS);
    // Every card payment the processor took belongs to a paid order with its ledger movement and the items.
    const owners = await editionOwners(deps, nfts);
    const movementKeys = new Set(
      items.filter((item) => item.entity === 'ledger-movement').map((item) => String(item.idempotencyKey)),
    );
    const captured = items.filter(
      (item) => String(item.pk).startsWith('CARD_SANDBOX_PAYMENT#') && Number(item.capturedCents) > 0,
    );
    for (const payment of captured) {
      const order = [...orders.values()].find(
        (candidate) => `CARD_SANDBOX_PAYMENT#${candidate.paymentId}` === payment.pk,
      );
      expect(order?.status, String(payment.pk)).toBe('paid');
      expect(movementKeys.has(`order:${order?.id}`)).toBe(true);
      const purchase = completed.find((item) => item.orderId === order?.id);
      expect(purchase, String(order?.id)).toBeDefined();
      for (const { itemId } of (purchase?.items ?? []) as { itemId: string }[])
        expect(owners.get(itemId)).toBe(order?.userUuid);
    }
    for (const purchase of completed) expect(orders.get(String(purchase.orderId))?.status).toBe('paid');
    expect(captured.length).toBeGreaterThanOrEqual(completed.length);
  }, 240_000);
});
