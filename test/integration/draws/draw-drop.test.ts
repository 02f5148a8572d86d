import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getDraw } from '../../../functions/data/draw';
import { listRegistrations } from '../../../functions/data/draw-registration';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { getHold } from '../../../functions/data/payment-hold';
import { getPurchase } from '../../../functions/data/purchase';
import { closeDraw, drawOrderId } from '../../../functions/domain/draws/close-draw';
import { drawCloseScheduleName } from '../../../functions/domain/draws/close-schedule';
import { openPackDraw } from '../../../functions/domain/draws/open-draw';
import { drawWinners, seedCommitment } from '../../../functions/domain/pass/raffle-draw';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { fireSchedule } from '../../../functions/schedules/handler';
import { NotificationType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, fund } from '../payment-service/support';
import { balanceBody, checkout, editionOwners, putFraudDecision, putPackSale } from '../purchases/support';

let db: Db;
let deps: Deps;
let clock: ManualClock;
let schedules: Map<string, unknown>;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, schedules } = createTestDeps(db));
  clock = deps.clock as ManualClock;
});

const HOUR = 3_600_000;
const drawPath = (packId: string) => `/api/auction/packs/${packId}/draw`;
const registrationPath = (packId: string) => `${drawPath(packId)}/registration`;
const creditBody = { payment_method: 2, source: 'credit' };
const credit = (userUuid: string) => ({ kind: 'credit' as const, userUuid });
const held = (userUuid: string) => ({ kind: 'held' as const, userUuid, source: 'credit' as const });

/** A pack of `quantity` units with its draw open from an hour ago to an hour from now. */
async function drawSale(quantity: number) {
  const sale = await putPackSale(deps, { quantity, nftsPerPack: 2, editions: [quantity * 2] });
  const now = clock.now().getTime();
  const draw = await openPackDraw(deps, {
    packId: sale.pack.id,
    opensAt: new Date(now - HOUR),
    closesAt: new Date(now + HOUR),
  });
  return { ...sale, draw };
}

/** A verified collector with marketplace credit. */
async function collector(creditCents = 10_000) {
  const user = await signedInUser(deps);
  if (creditCents > 0) await fund(deps, credit(user.user.uuid), creditCents);
  return user.user.uuid;
}

async function as(userUuid: string, method: string, path: string, body?: unknown, key?: string) {
  const token = await deps.sessions.issueIdToken({ uuid: userUuid, emailVerified: true });
  return callApi(deps, method, path, body, {
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** Moves the clock past the draw's close and runs it (as its schedule fires), then puts the clock back. */
async function runClose(packId: string) {
  const draw = await getDraw(db, packId);
  const before = clock.now();
  clock.set(new Date(new Date(String(draw?.closesAt)).getTime() + 1000));
  try {
    return await closeDraw(deps, packId);
  } finally {
    clock.set(before);
  }
}

describe('draw registration', () => {
  it('registers with credit: the price is held and the caller reads registered; a retry with the key holds once', async () => {
    const { pack, draw } = await drawSale(2);
    const user = await collector();

    const first = await as(user, 'POST', registrationPath(pack.id), creditBody, 'key-1');
    const retry = await as(user, 'POST', registrationPath(pack.id), creditBody, 'key-1');

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'registered', order_id: null });
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(deps, credit(user))).toBe(10_000 - pack.priceCents);
    expect(await balanceOf(deps, held(user))).toBe(pack.priceCents);
    const mine = await as(user, 'GET', registrationPath(pack.id));
    expect(mine.body).toEqual(first.body);
    // The draw in public: the commitment, never the seed, before the close; its close is scheduled.
    const open = await callApi(deps, 'GET', drawPath(pack.id));
    expect(open.body).toMatchObject({ state: 'open', seed: null, commitment: draw.commitment, entries: [] });
    expect(open.body.price).toBe(pack.priceCents / 100);
  });

  it('refuses a second registration of the same user (409), keeping one hold', async () => {
    const { pack } = await drawSale(2);
    const user = await collector();
    await as(user, 'POST', registrationPath(pack.id), creditBody, 'a');

    const again = await as(user, 'POST', registrationPath(pack.id), creditBody, 'b');

    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You are already registered for this draw.');
    expect(await balanceOf(deps, held(user))).toBe(pack.priceCents);
  });

  it('refuses bad input with the field and a short balance with the payment message, holding nothing', async () => {
    const { pack } = await drawSale(2);
    const user = await collector(100);

    const noMethod = await as(user, 'POST', registrationPath(pack.id), { source: 'credit' });
    const noCoin = await as(user, 'POST', registrationPath(pack.id), { payment_method: 7 });
    const short = await as(user, 'POST', registrationPath(pack.id), creditBody, 'short');

    expect(noMethod.status).toBe(400);
    expect(noMethod.body.errors.map((e: { field: string }) => e.field)).toEqual(['payment_method']);
    expect(noCoin.status).toBe(400);
    expect(short.status).toBeGreaterThanOrEqual(400);
    expect(short.status).toBeLessThan(500);
    expect(await balanceOf(deps, held(user))).toBe(0);
    expect((await as(user, 'GET', registrationPath(pack.id))).body.status).toBe('none');
  });

  it('refuses a registration before the window, after it, for a first-come pack and for an unknown pack', async () => {
    const { pack } = await drawSale(1);
    const firstCome = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const user = await collector();
    const now = clock.now();

    clock.set(new Date(now.getTime() - 2 * HOUR));
    const early = await as(user, 'POST', registrationPath(pack.id), creditBody);
    clock.set(new Date(now.getTime() + 2 * HOUR));
    const late = await as(user, 'POST', registrationPath(pack.id), creditBody);
    clock.set(now);
    const notDraw = await as(user, 'POST', registrationPath(firstCome.pack.id), creditBody);
    const unknown = await as(user, 'POST', registrationPath('no-such-pack'), creditBody);

    expect([early.status, early.body.detail]).toEqual([
      409,
      'Registration for this draw has not opened yet.',
    ]);
    expect([late.status, late.body.detail]).toEqual([409, 'Registration for this draw is closed.']);
    expect(notDraw.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect((await callApi(deps, 'GET', drawPath(firstCome.pack.id))).status).toBe(404);
    expect(await balanceOf(deps, held(user))).toBe(0);
  });

  it("keeps each registration its owner's: another user reads none and cannot withdraw it", async () => {
    const { pack } = await drawSale(1);
    const owner = await collector();
    const other = await collector();
    await as(owner, 'POST', registrationPath(pack.id), creditBody);

    const read = await as(other, 'GET', registrationPath(pack.id));
    const withdraw = await as(other, 'DELETE', registrationPath(pack.id));

    expect(read.body).toEqual({ status: 'none', entry_id: null, order_id: null });
    expect(withdraw.status).toBe(404);
    expect((await as(owner, 'GET', registrationPath(pack.id))).body.status).toBe('registered');
    expect(await balanceOf(deps, held(owner))).toBe(pack.priceCents);
  });

  it('withdraws before the close: the hold released once, then the caller may register again', async () => {
    const { pack } = await drawSale(1);
    const user = await collector();
    await as(user, 'POST', registrationPath(pack.id), creditBody, 'one');

    const withdrawn = await as(user, 'DELETE', registrationPath(pack.id));
    const twice = await as(user, 'DELETE', registrationPath(pack.id));

    expect(withdrawn.body.status).toBe('none');
    expect(twice.status).toBe(404);
    expect(await balanceOf(deps, credit(user))).toBe(10_000);
    expect(await balanceOf(deps, held(user))).toBe(0);
    const again = await as(user, 'POST', registrationPath(pack.id), creditBody, 'two');
    expect(again.body.status).toBe('registered');
    expect(await balanceOf(deps, held(user))).toBe(pack.priceCents);
  });

  it('is never sold first come', async () => {
    const { pack } = await drawSale(2);
    const user = await collector();
    await putFraudDecision(deps, user, pack);

    const bought = await checkout(deps, user, `/api/payments/balance_checkout/${pack.id}`, balanceBody(pack));

    expect(bought.status).toBe(409);
    expect(bought.body.detail).toBe('This pack is allocated by a draw: enter the draw instead.');
  });
});

describe('the close', () => {
  it('draws exactly the stock among more registrants, delivers the winners, releases every loser once, twice-run safe', async () => {
    const { pack, nfts } = await drawSale(2);
    const users = await Promise.all(Array.from({ length: 5 }, () => collector()));
    for (const user of users) await as(user, 'POST', registrationPath(pack.id), creditBody);
    const withdrawer = await collector();
    await as(withdrawer, 'POST', registrationPath(pack.id), creditBody);
    await as(withdrawer, 'DELETE', registrationPath(pack.id));
    const early = await closeDraw(deps, pack.id);
    expect(early.status).toBe('notDue');

    const outcome = await runClose(pack.id);
    expect(outcome).toMatchObject({ status: 'finished', won: 2, released: 3 });

    const result = (await callApi(deps, 'GET', drawPath(pack.id))).body;
    expect(result.state).toBe('drawn');
    expect(result.entries).toHaveLength(5);
    expect(result.winners).toHaveLength(2);
    // Anyone recomputes the winners from the published seed and entries.
    expect(seedCommitment(result.seed)).toBe(result.commitment);
    expect(drawWinners(result.seed, result.entries, result.winners.length)).toEqual(result.winners);

    const registrations = await listRegistrations(db, pack.id);
    const winners = registrations.filter((r) => r.status === 'won');
    const losers = registrations.filter((r) => r.status === 'lost');
    expect(winners.map((r) => r.entryId).sort()).toEqual([...result.winners].sort());
    expect(losers).toHaveLength(3);
    const owners = await editionOwners(deps, nfts);
    for (const winner of winners) {
      expect(await balanceOf(deps, credit(winner.userUuid))).toBe(10_000 - pack.priceCents);
      expect((await getPurchase(db, drawOrderId(pack.id, winner.userUuid)))?.status).toBe('completed');
      expect([...owners.values()].filter((owner) => owner === winner.userUuid)).toHaveLength(2);
      expect((await getHold(db, winner.holdId))?.status).toBe('captured');
    }
    for (const loser of [...losers, ...registrations.filter((r) => r.userUuid === withdrawer)]) {
      expect(await balanceOf(deps, credit(loser.userUuid))).toBe(10_000);
      expect(await balanceOf(deps, held(loser.userUuid))).toBe(0);
      expect((await getHold(db, loser.holdId))?.status).toBe('released');
    }
    expect(await ledgerViolations(db)).toEqual([]);
    const mine = await as(String(losers[0]?.userUuid), 'GET', registrationPath(pack.id));
    expect(mine.body.status).toBe('lost');

    // A second run (the schedule firing again, the sweep) changes nothing.
    const again = await runClose(pack.id);
    expect(again).toMatchObject({ status: 'finished', won: 0, released: 0 });
    for (const user of [...users, withdrawer]) {
      const expected = winners.some((w) => w.userUuid === user) ? 10_000 - pack.priceCents : 10_000;
      expect(await balanceOf(deps, credit(user))).toBe(expected);
    }
  });

  it('notifies every registrant once through the outbox: Draw won or Not selected', async () => {
    const { pack } = await drawSale(1);
    const users = await Promise.all(Array.from({ length: 3 }, () => collector()));
    for (const user of users) await as(user, 'POST', registrationPath(pack.id), creditBody);
    await runClose(pack.id);
    await runClose(pack.id);

    const types = (await listPendingEvents(db, 1_000))
      .filter(
        (event) => event.type === 'NotificationRequested' && users.includes(String(event.detail.user_uuid)),
      )
      .map((event) => Number(event.detail.notification_type));
    expect(types.filter((t) => t === NotificationType.drawWon)).toHaveLength(1);
    expect(types.filter((t) => t === NotificationType.drawLost)).toHaveLength(2);
    // The winner's pack came as any purchase does, with its 'Bundle bought' notice.
    expect(types.filter((t) => t === NotificationType.bundleBought)).toHaveLength(1);
  });

  it('allocates every registrant when there are fewer than the stock, and the schedule fires the close', async () => {
    const { pack } = await drawSale(3);
    const user = await collector();
    await as(user, 'POST', registrationPath(pack.id), creditBody);
    const draw = await getDraw(db, pack.id);
    const before = clock.now();
    clock.set(new Date(new Date(String(draw?.closesAt)).getTime() + 1000));
    await fireSchedule(deps, { kind: 'draw-close', payload: { packId: pack.id } });
    clock.set(before);

    expect((await getDraw(db, pack.id))?.status).toBe('finished');
    expect((await as(user, 'GET', registrationPath(pack.id))).body.status).toBe('won');
  });

  it('is closed by the recovery sweep when its schedule never fired', async () => {
    const { pack } = await drawSale(1);
    const users = await Promise.all(Array.from({ length: 2 }, () => collector()));
    for (const user of users) await as(user, 'POST', registrationPath(pack.id), creditBody);
    expect(schedules.has(drawCloseScheduleName(pack.id))).toBe(true);
    const draw = await getDraw(db, pack.id);
    const before = clock.now();
    clock.set(new Date(new Date(String(draw?.closesAt)).getTime() + 5 * 60_000));
    await sweepUnfinishedWork(deps, 120_000);
    clock.set(before);

    expect((await getDraw(db, pack.id))?.status).toBe('finished');
    const statuses = (await listRegistrations(db, pack.id)).map((r) => r.status).sort();
    expect(statuses).toEqual(['lost', 'won']);
  });
});
