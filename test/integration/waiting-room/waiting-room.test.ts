import { describe, expect, it } from 'vitest';
import { listWaitingRoomEntries } from '../../../functions/data/waiting-room';
import { assertAdmitted } from '../../../functions/domain/waiting-room/admission';
import { openWaitingRoom } from '../../../functions/domain/waiting-room/open';
import { roundStartsAt } from '../../../functions/domain/waiting-room/policy';
import { roundScheduleName } from '../../../functions/domain/waiting-room/schedule';
import type { OneTimeSchedule } from '../../../functions/lib/ports/scheduler';
import { fireSchedule } from '../../../functions/schedules/handler';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { createDrop } from './support';

describe('the virtual waiting room', async () => {
  const db = await createTestDb();
  const { deps, clock, schedules } = createTestDeps(db);
  const START = deps.clock.now().getTime();

  /** A room drop starting in 10 minutes (its room is open: it opens 15 minutes early). */
  async function roomDrop(id: string, admitPerRound?: number) {
    clock.set(new Date(START));
    const drop = await createDrop(deps, id, { needsWaitingRoom: true });
    if (admitPerRound) await openWaitingRoom(deps, drop, admitPerRound);
    return drop;
  }

  /** Users joining one second apart (a clear join order). */
  async function joinInOrder(dropId: string, count: number): Promise<SignedInUser[]> {
    const users = await Promise.all(Array.from({ length: count }, () => signedInUser(deps)));
    for (const user of users) {
      clock.advance(1000);
      expect((await user.call('POST', `/api/auction/drops/${dropId}/waiting-room`)).status).toBe(200);
    }
    return users;
  }

  /** Fires round `round` of the room at its time, as the scheduler would. */
  async function fireRound(dropId: string, startsAt: string, round: number) {
    const schedule = schedules.get(roundScheduleName(dropId, round)) as OneTimeSchedule | undefined;
    expect(schedule, `round ${round} is scheduled`).toBeDefined();
    expect(schedule?.at.toISOString()).toBe(roundStartsAt(startsAt, round).toISOString());
    clock.set(roundStartsAt(startsAt, round));
    await fireSchedule(deps, schedule?.target);
  }

  const statusOf = async (user: SignedInUser, dropId: string) =>
    (await user.call('GET', `/api/auction/drops/${dropId}/waiting-room`)).body;

  const positionsOf = async (users: SignedInUser[], dropId: string): Promise<number[]> =>
    Promise.all(users.map(async (user) => (await statusOf(user, dropId)).position));

  it('is joined only while open, by a signed-in user, on a drop that has one', async () => {
    const fan = await signedInUser(deps);
    clock.set(new Date(START));
    await createDrop(deps, 'no-room');
    const noRoom = await fan.call('POST', '/api/auction/drops/no-room/waiting-room');
    expect(noRoom).toMatchObject({ status: 409, body: { detail: 'This drop has no waiting room.' } });
    expect((await fan.call('POST', '/api/auction/drops/missing/waiting-room')).status).toBe(404);
    expect((await callApi(deps, 'POST', '/api/auction/drops/no-room/waiting-room')).status).toBe(401);

    await createDrop(deps, 'later', {
      needsWaitingRoom: true,
      featureAt: new Date(START + 60 * 60_000).toISOString(),
    });
    expect(await statusOf(fan, 'later')).toMatchObject({ status: 'closed', position: null });
    const early = await fan.call('POST', '/api/auction/drops/later/waiting-room');
    expect(early).toMatchObject({ status: 409, body: { detail: 'The waiting room is not open yet.' } });
  });

  it('gives one place to a user who joins many times at once', async () => {
    await roomDrop('rush-one');
    const fan = await signedInUser(deps);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fan.call('POST', '/api/auction/drops/rush-one/waiting-room')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.every((answer) => answer.body.status === 'waiting' && answer.body.position === null)).toBe(
      true,
    );
    expect(await listWaitingRoomEntries(db, 'rush-one')).toHaveLength(1);
  });

  it('draws distinct positions 1..50 at the start in a random order, differently for each room', async () => {
    const drawn: number[][] = [];
    for (const dropId of ['draw-a', 'draw-b']) {
      const drop = await roomDrop(dropId);
      // Joined at the same moment: the join order is then the users' order (ids are time-sortable).
      const users = await Promise.all(Array.from({ length: 50 }, () => signedInUser(deps)));
      const joins = await Promise.all(
        users.map((user) => user.call('POST', `/api/auction/drops/${dropId}/waiting-room`)),
      );
      expect(joins.every((join) => join.status === 200 && join.body.position === null)).toBe(true);
      await fireRound(dropId, drop.featureAt, 0);
      const positionOf = new Map(
        (await listWaitingRoomEntries(db, dropId)).map((entry) => [entry.userUuid, entry.position]),
      );
      const positions = users.map((user) => positionOf.get(user.user.uuid) as number);
      expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await statusOf(users[7] as SignedInUser, dropId)).toMatchObject({
        position: positions[7],
        queue_length: 50,
      });
      drawn.push(positions);
    }
    const joinOrder = Array.from({ length: 50 }, (_, i) => i + 1);
    // A fair draw keeps the join order with probability 1/50!, and gives two rooms the same order as rarely.
    expect(drawn[0]).not.toEqual(joinOrder);
    expect(drawn[1]).not.toEqual(joinOrder);
    expect(drawn[0]).not.toEqual(drawn[1]);
  }, 60_000);

  it('admits in position order, a round at a time, and refuses purchases before the turn', async () => {
    const drop = await roomDrop('queue', 10);
    const users = await joinInOrder('queue', 25);
    const outsider = await signedInUser(deps);
    await fireRound('queue', drop.featureAt, 0);
    const positions = await positionsOf(users, 'queue');
    const byPosition = users
      .map((user, i) => ({ user, position: positions[i] as number }))
      .sort((a, b) => a.position - b.position);

    const admittedAfter = async () =>
      (await Promise.all(byPosition.map(async ({ user }) => (await statusOf(user, 'queue')).status))).map(
        (status) => status === 'admitted',
      );
    expect(await admittedAfter()).toEqual([...Array(10).fill(true), ...Array(15).fill(false)]);
    const eleventh = byPosition[10];
    expect(await statusOf(eleventh?.user as SignedInUser, 'queue')).toMatchObject({
      status: 'waiting',
      position: 11,
      admitted_through: 10,
      queue_length: 25,
    });

    await expect(
      assertAdmitted(deps, 'queue', byPosition[0]?.user.user.uuid as string),
    ).resolves.toBeUndefined();
    await expect(assertAdmitted(deps, 'queue', eleventh?.user.user.uuid as string)).rejects.toMatchObject({
      status: 403,
      code: 'waiting_room_not_admitted',
      message: 'You are number 11 in the waiting room: please wait for your turn.',
    });
    await expect(assertAdmitted(deps, 'queue', outsider.user.uuid)).rejects.toMatchObject({
      status: 403,
      message: 'This drop has a waiting room: join it to buy.',
    });

    await fireRound('queue', drop.featureAt, 1);
    // The same round fired twice admits nobody more.
    await fireSchedule(deps, (schedules.get(roundScheduleName('queue', 1)) as OneTimeSchedule).target);
    expect(await admittedAfter()).toEqual([...Array(20).fill(true), ...Array(5).fill(false)]);
    await expect(assertAdmitted(deps, 'queue', eleventh?.user.user.uuid as string)).resolves.toBeUndefined();
    await fireRound('queue', drop.featureAt, 2);
    expect(await admittedAfter()).toEqual(Array(25).fill(true));
  }, 60_000);

  it('places late joiners after everyone who came before the start, in join order', async () => {
    const drop = await roomDrop('late', 100);
    await joinInOrder('late', 5);
    await fireRound('late', drop.featureAt, 0);
    await fireRound('late', drop.featureAt, 1);
    // Everyone placed and admitted: the rounds stop until someone joins.
    expect(schedules.has(roundScheduleName('late', 2))).toBe(false);

    const late = await joinInOrder('late', 3);
    expect(await positionsOf(late, 'late')).toEqual([null, null, null]);
    await fireRound('late', drop.featureAt, 2);
    expect(await positionsOf(late, 'late')).toEqual([6, 7, 8]);
    expect((await statusOf(late[2] as SignedInUser, 'late')).status).toBe('admitted');
  });

  it('gives distinct positions when the start round fires twice at once', async () => {
    const drop = await roomDrop('double-fire', 5);
    const users = await Promise.all(Array.from({ length: 30 }, () => signedInUser(deps)));
    await Promise.all(users.map((user) => user.call('POST', '/api/auction/drops/double-fire/waiting-room')));
    const start = schedules.get(roundScheduleName('double-fire', 0)) as OneTimeSchedule;
    clock.set(start.at);
    await Promise.all([fireSchedule(deps, start.target), fireSchedule(deps, start.target)]);
    // A losing round stops placing; the next round places whoever is left.
    await fireRound('double-fire', drop.featureAt, 1);
    const positions = (await listWaitingRoomEntries(db, 'double-fire')).map((entry) => entry.position);
    expect([...positions].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const admitted = await Promise.all(
      users.map(async (user) => (await statusOf(user, 'double-fire')).status),
    );
    // Rounds 0 and 1 admitted 5 each, whatever fired twice.
    expect(admitted.filter((status) => status === 'admitted')).toHaveLength(10);
  }, 60_000);

  it('does not let a drop without a waiting room wait', async () => {
    clock.set(new Date(START));
    await createDrop(deps, 'open-sale');
    await expect(assertAdmitted(deps, 'open-sale', 'anyone')).resolves.toBeUndefined();
  });
});
