import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { changeAvailability } from '../../../functions/data/drop';
import { getFraudCheck } from '../../../functions/data/fraud-check';
import { putLiveConnection, putLiveSubscription } from '../../../functions/data/live-connection';
import { FRAUD_DECISION_ANSWER_WITHIN_MS } from '../../../functions/domain/fraud/checks';
import { userChannelOf } from '../../../functions/domain/live/channels';
import { SANDBOX_FRAUD_DECISIONS } from '../../../functions/lib/adapters/sandbox-fraud';
import { rateLimits } from '../../../functions/lib/auth/guards';
import type { ManualClock } from '../../../functions/lib/clock';
import { configureDeps, type Deps } from '../../../functions/lib/deps';
import type { FraudPort } from '../../../functions/lib/ports/fraud';
import { pollDecision, submitOrder } from '../../../functions/workflows/fraud-decision/tasks';
import { FRAUD_DECISION_NUDGE } from '../../../shared/api/live';
import { AuctionType, Availability } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { putAuctionSale } from '../purchases/auction-support';
import { putPackSale } from '../purchases/support';

let db: Db;
let deps: Deps;
let clock: ManualClock;
let livePosted: { connectionId: string; message: string }[];
const started: { workflow: string; input: Record<string, unknown>; name: string }[] = [];
/** A pack on sale and a fixed-price auction on sale: what a buyer could ask a check for. */
let pack: string;
let auction: string;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock, livePosted } = createTestDeps(db, {
    workflows: {
      async start(workflow, input, name) {
        started.push({ workflow, input, name });
        return { executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}` };
      },
    },
  }));
  pack = (await putPackSale(deps, { quantity: 5, nftsPerPack: 1, editions: [5] })).pack.id;
  auction = (await putAuctionSale(deps, AuctionType.fixedPrice)).auction.id;
});

const ORDER = { price: 12.5, drop: true, action: 'buy' };

/** A verified user whose e-mail carries the sandbox's input (README, Sandbox test inputs), e.g. '+late'. */
const buyerWith = (input: string) =>
  signedInUser(deps, { email: `buyer${input}.${deps.newId().toLowerCase()}@example.com` });

/** The buyer's page listening to its private channel, as the web's socket does. */
async function listening(userUuid: string) {
  const connection = {
    connectionId: `c-${userUuid}`,
    connectedAt: clock.now().toISOString(),
    expiresAt: '2099-01-01T00:00:00.000Z',
  };
  await putLiveConnection(db, connection);
  await putLiveSubscription(db, connection, userChannelOf(userUuid));
  return connection.connectionId;
}

describe('POST /payments/sift-order-decision/{id}', () => {
  it('answers the decision of a paid order when the provider makes it at once, and starts no workflow', async () => {
    const alice = await signedInUser(deps);
    const before = started.length;

    const answer = await alice.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

    expect(answer).toEqual({
      status: 200,
      body: { is_decision_required: true, decision: SANDBOX_FRAUD_DECISIONS.accept },
    });
    const check = await getFraudCheck(db, alice.user.uuid, { kind: 'drop', id: pack });
    expect(check).toMatchObject({
      status: 'decided',
      priceCents: 1250,
      action: 'buy',
      decision: SANDBOX_FRAUD_DECISIONS.accept,
      reference: null,
      finishedAt: clock.now().toISOString(),
    });
    expect(started).toHaveLength(before);
    // The poll reads the same: a page that missed the answer still finds it.
    expect((await alice.call('GET', `/api/payments/sift-order-decision/${pack}?drop=true`)).body).toEqual({
      status: 'decided',
      decision: SANDBOX_FRAUD_DECISIONS.accept,
    });
  });

  it('answers a review decision (warn) or a block at once too: the web lets the buyer choose', async () => {
    for (const category of ['warn', 'block'] as const) {
      const buyer = await buyerWith(`+${category}`);
      const answer = await buyer.call('POST', `/api/payments/sift-order-decision/${auction}`, {
        ...ORDER,
        drop: false,
      });
      expect(answer.body).toEqual({
        is_decision_required: true,
        decision: SANDBOX_FRAUD_DECISIONS[category],
      });
      expect(await getFraudCheck(db, buyer.user.uuid, { kind: 'auction', id: auction })).toMatchObject({
        status: 'decided',
        decision: SANDBOX_FRAUD_DECISIONS[category],
      });
    }
  });

  it('leaves a slow decision to the fraud-decision workflow, which nudges the buyer once it decides; the poll reads it', async () => {
    const bob = await buyerWith('+late');
    const connectionId = await listening(bob.user.uuid);

    const answer = await bob.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

    expect(answer).toEqual({ status: 200, body: { is_decision_required: true } });
    const check = await getFraudCheck(db, bob.user.uuid, { kind: 'drop', id: pack });
    // Reported once, by the POST: the workflow only polls it.
    expect(check).toMatchObject({
      status: 'pending',
      decision: null,
      reference: `sandbox_accept_${check?.checkId}`,
    });
    const input = started.at(-1)?.input;
    expect(started.at(-1)).toEqual({
      workflow: 'fraud-decision',
      input: { userUuid: bob.user.uuid, subject: { kind: 'drop', id: pack }, checkId: check?.checkId },
      name: `fraud-decision-${check?.checkId}`,
    });
    const read = () => bob.call('GET', `/api/payments/sift-order-decision/${pack}?drop=true`);
    expect((await read()).body).toEqual({ status: 'pending', decision: null });

    configureDeps(deps);
    livePosted.length = 0;
    const submitted = await submitOrder(input as Parameters<typeof submitOrder>[0]);
    expect(submitted).toMatchObject({ reference: check?.reference, done: false });
    expect(livePosted).toEqual([]);
    expect((await pollDecision(submitted)).done).toBe(true);

    expect(livePosted).toEqual([
      { connectionId, message: JSON.stringify({ channel: 'user', kind: FRAUD_DECISION_NUDGE }) },
    ]);
    expect((await read()).body).toEqual({ status: 'decided', decision: SANDBOX_FRAUD_DECISIONS.accept });
  });

  it('answers the same decision to a repeated request, each a fresh check, and starts no workflow for it', async () => {
    const carol = await buyerWith('+warn');
    const before = started.length;
    const ask = () => carol.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

    const [first, second] = await Promise.all([ask(), ask()]);
    const third = await ask();

    const decided = { is_decision_required: true, decision: SANDBOX_FRAUD_DECISIONS.warn };
    // Of two at once, the one whose check the other replaced before it finished answers no decision of its own
    // (the web then reads the current check, decided); which one that is depends on their interleaving.
    const twins = [first, second].map((answer) => answer.body);
    for (const body of twins) expect([decided, { is_decision_required: true }]).toContainEqual(body);
    expect(twins).toContainEqual(decided);
    expect(third.body).toEqual(decided);
    expect(started).toHaveLength(before);
    expect(await getFraudCheck(db, carol.user.uuid, { kind: 'drop', id: pack })).toMatchObject({
      status: 'decided',
      decision: SANDBOX_FRAUD_DECISIONS.warn,
    });
  });

  it('starts one workflow per pending check of a repeated slow request; only the newest check is read', async () => {
    const dave = await buyerWith('+late');
    const before = started.length;
    const ask = () => dave.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

    await ask();
    await ask();

    expect(started.slice(before)).toHaveLength(2);
    const check = await getFraudCheck(db, dave.user.uuid, { kind: 'drop', id: pack });
    expect(started.at(-1)?.input).toMatchObject({ checkId: check?.checkId });
  });

  it('leaves the order to the workflow when the provider does not answer within the bound, or fails', async () => {
    const slowDeps = createTestDeps(db, {
      workflows: deps.workflows,
      fraud: { ...deps.fraud, submitOrder: () => new Promise<never>(() => {}) } satisfies FraudPort,
    }).deps;
    const failingDeps = createTestDeps(db, {
      workflows: deps.workflows,
      fraud: { ...deps.fraud, submitOrder: async () => Promise.reject(new Error('provider down')) },
    }).deps;
    for (const [testDeps, least] of [
      [slowDeps, FRAUD_DECISION_ANSWER_WITHIN_MS],
      [failingDeps, 0],
    ] as const) {
      const erin = await signedInUser(testDeps);
      const before = started.length;
      const asked = performance.now();

      const answer = await erin.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

      expect(performance.now() - asked).toBeGreaterThanOrEqual(least - 5);
      expect(answer.body).toEqual({ is_decision_required: true });
      expect(await getFraudCheck(db, erin.user.uuid, { kind: 'drop', id: pack })).toMatchObject({
        status: 'pending',
        reference: null,
      });
      expect(started).toHaveLength(before + 1);
    }
  });

  it('needs no decision for a free order, and starts nothing', async () => {
    const alice = await signedInUser(deps);
    const before = started.length;

    const answer = await alice.call('POST', `/api/payments/sift-order-decision/${auction}`, {
      ...ORDER,
      price: 0,
      drop: false,
    });

    expect(answer.body).toEqual({ is_decision_required: false });
    expect(started).toHaveLength(before);
    expect((await alice.call('GET', `/api/payments/sift-order-decision/${auction}?drop=false`)).status).toBe(
      404,
    );
  });

  it('starts nothing for an unknown pack or auction (404) or a pack whose drop is not on sale (409)', async () => {
    const alice = await signedInUser(deps);
    const before = started.length;
    const ask = (id: string, drop: boolean) =>
      alice.call('POST', `/api/payments/sift-order-decision/${id}`, { ...ORDER, drop });

    expect((await ask('no-such-pack', true)).status).toBe(404);
    expect((await ask('no-such-auction', false)).status).toBe(404);
    expect((await ask(pack, false)).status).toBe(404);
    const ended = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    await transactWrite(deps.db, [
      changeAvailability(deps.db, ended.drop.id, Availability.available, Availability.unavailable),
    ]);
    expect(await ask(ended.pack.id, true)).toMatchObject({
      status: 409,
      body: { detail: messages.packNotOnSale },
    });
    expect(started).toHaveLength(before);
  });

  it('starts at most a few checks per user in the window (429)', async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    const ask = (user: typeof alice) =>
      user.call('POST', `/api/payments/sift-order-decision/${auction}`, { ...ORDER, drop: false });
    for (let i = 0; i < rateLimits.fraudCheck.limit; i++) expect((await ask(alice)).status).toBe(200);
    const before = started.length;
    expect(await ask(alice)).toMatchObject({ status: 429, body: { detail: messages.tooManyAttempts } });
    expect(started).toHaveLength(before);
    expect((await ask(bob)).status).toBe(200);
  });

  it('answers 400 with the field for a price of more than 2 decimals, a missing drop or an unknown action', async () => {
    const alice = await signedInUser(deps);
    for (const [body, field] of [
      [{ ...ORDER, price: 12.555 }, 'price'],
      [{ ...ORDER, price: -1 }, 'price'],
      [{ ...ORDER, price: '12.50' }, 'price'],
      [{ price: 12.5, action: 'buy' }, 'drop'],
      [{ ...ORDER, action: 'steal' }, 'action'],
    ] as const) {
      const answer = await alice.call('POST', `/api/payments/sift-order-decision/${pack}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
  });

  it('is for verified users only', async () => {
    const unverified = await signedInUser(deps, { emailVerified: false });
    const answer = await unverified.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);
    expect(answer).toMatchObject({ status: 403, body: { detail: messages.emailUnverified } });
  });
});

describe('GET /payments/sift-order-decision/{id}', () => {
  it("answers the caller's check, pending until decided, and error once the 120 s of polling are over", async () => {
    const bob = await buyerWith('+slow');
    await bob.call('POST', `/api/payments/sift-order-decision/${auction}`, { ...ORDER, drop: false });

    const read = () => bob.call('GET', `/api/payments/sift-order-decision/${auction}?drop=false`);
    expect(await read()).toEqual({ status: 200, body: { status: 'pending', decision: null } });
    clock.advance(120_000);
    expect((await read()).body).toEqual({ status: 'error', decision: null });
  });

  it("does not show other users' checks, nor a check of the other kind of subject", async () => {
    const carol = await signedInUser(deps);
    const dave = await signedInUser(deps);
    await carol.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

    expect((await carol.call('GET', `/api/payments/sift-order-decision/${pack}?drop=true`)).status).toBe(200);
    expect((await dave.call('GET', `/api/payments/sift-order-decision/${pack}?drop=true`)).status).toBe(404);
    expect((await carol.call('GET', `/api/payments/sift-order-decision/${pack}?drop=false`)).status).toBe(
      404,
    );
  });

  it('answers 400 without the drop flag', async () => {
    const carol = await signedInUser(deps);
    const answer = await carol.call('GET', `/api/payments/sift-order-decision/${pack}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'drop', message: messages.requiredField }]);
  });
});
