import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { changeAvailability } from '../../../functions/data/drop';
import { getFraudCheck } from '../../../functions/data/fraud-check';
import { rateLimits } from '../../../functions/lib/auth/guards';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
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
const started: { workflow: string; input: Record<string, unknown>; name: string }[] = [];
/** A pack on sale and a fixed-price auction on sale: what a buyer could ask a check for. */
let pack: string;
let auction: string;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db, {
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

describe('POST /payments/sift-order-decision/{id}', () => {
  it('starts a check of a paid order in the fraud-decision workflow, and answers that a decision is required', async () => {
    const alice = await signedInUser(deps);

    const answer = await alice.call('POST', `/api/payments/sift-order-decision/${pack}`, ORDER);

    expect(answer).toEqual({ status: 200, body: { is_decision_required: true } });
    const check = await getFraudCheck(db, alice.user.uuid, { kind: 'drop', id: pack });
    expect(check).toMatchObject({ status: 'pending', priceCents: 1250, action: 'buy', decision: null });
    expect(started.at(-1)).toEqual({
      workflow: 'fraud-decision',
      input: { userUuid: alice.user.uuid, subject: { kind: 'drop', id: pack }, checkId: check?.checkId },
      name: `fraud-decision-${check?.checkId}`,
    });
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
    const bob = await signedInUser(deps);
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
