import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { type NotificationRecord, putNotificationOnce } from '../../../functions/data/notification';
import type { Deps } from '../../../functions/lib/deps';
import { newId } from '../../../functions/lib/ids';
import { NotificationType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { createUser, type TestUser } from './users';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  deps = createTestDeps(db).deps;
});

/** Stores `n` unread notifications for a user, oldest first; answers them newest first. */
async function storeNotifications(user: TestUser, n: number): Promise<NotificationRecord[]> {
  const stored: NotificationRecord[] = [];
  for (let i = 0; i < n; i++) {
    const record: NotificationRecord = {
      id: newId(),
      userUuid: user.user.uuid,
      notificationType: NotificationType.nftBought,
      subject: `You bought Item ${i}`,
      link: '/app/nft/N1/I1/details',
      auction: null,
      extra: { nft_uuid: 'N1', nft_item_uuid: 'I1' },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      readAt: null,
    };
    await putNotificationOnce(db, record);
    stored.push(record);
  }
  return stored.reverse();
}

const get = (path: string, user?: TestUser) => callApi(deps, 'GET', path, undefined, user?.auth);
const ack = (ids: string[], user: TestUser) =>
  callApi(deps, 'POST', '/api/inbox/ack', { id_list: ids }, user.auth);

describe('GET /inbox/', () => {
  it("pages the caller's notifications newest first, 10 by default, with the next start", async () => {
    const user = await createUser(db, deps);
    const stored = await storeNotifications(user, 12);

    const first = await get('/api/inbox/', user);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.next).toBe(10);
    expect(first.body.results.map((n: { id: string }) => n.id)).toEqual(stored.slice(0, 10).map((n) => n.id));
    expect(first.body.results[0]).toEqual({
      id: stored[0]?.id,
      notification_type: 10,
      created_at: stored[0]?.createdAt,
      read_at: null,
      subject: 'You bought Item 11',
      link: '/app/nft/N1/I1/details',
      auction: null,
      extra: { nft_uuid: 'N1', nft_item_uuid: 'I1' },
    });

    const second = await get('/api/inbox/?start=10&limit=10', user);
    expect(second.body).toMatchObject({ count: 12, next: null });
    expect(second.body.results.map((n: { id: string }) => n.id)).toEqual(stored.slice(10).map((n) => n.id));

    const small = await get('/api/inbox?start=3&limit=2', user);
    expect(small.body.next).toBe(5);
    expect(small.body.results.map((n: { id: string }) => n.id)).toEqual(stored.slice(3, 5).map((n) => n.id));
  });

  it('answers an empty page for a user without notifications', async () => {
    const user = await createUser(db, deps);
    expect((await get('/api/inbox/', user)).body).toEqual({ count: 0, next: null, results: [] });
  });

  it('rejects a limit over 50 and a negative start', async () => {
    const user = await createUser(db, deps);
    expect((await get('/api/inbox/?limit=51', user)).status).toBe(400);
    expect((await get('/api/inbox/?start=-1', user)).status).toBe(400);
    expect((await get('/api/inbox/?limit=50', user)).status).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await get('/api/inbox/')).status).toBe(401);
    expect((await get('/api/inbox/unread')).status).toBe(401);
    const bad = { auth: { headers: { authorization: 'Bearer not.a.token' } } } as TestUser;
    expect((await get('/api/inbox/', bad)).status).toBe(401);
    expect((await callApi(deps, 'POST', '/api/inbox/ack', { id_list: [] })).status).toBe(401);
  });
});

describe('GET /inbox/unread and POST /inbox/ack', () => {
  it('counts unread notifications and marks the acknowledged ones read, once', async () => {
    const user = await createUser(db, deps);
    const stored = await storeNotifications(user, 3);
    expect((await get('/api/inbox/unread', user)).body).toEqual({ unread: 3 });

    const ids = stored.slice(0, 2).map((n) => n.id);
    const acked = await ack(ids, user);
    expect(acked.status).toBe(200);
    expect(acked.body).toEqual({ acknowledged: 2 });
    expect((await get('/api/inbox/unread', user)).body).toEqual({ unread: 1 });

    const list = await get('/api/inbox/', user);
    const readAt = list.body.results.slice(0, 2).map((n: { read_at: string | null }) => n.read_at);
    expect(readAt).toEqual([deps.clock.now().toISOString(), deps.clock.now().toISOString()]);
    expect(list.body.results[2].read_at).toBeNull();

    expect((await ack(ids, user)).body).toEqual({ acknowledged: 0 });
  });

  it("ignores ids of another user's notifications", async () => {
    const owner = await createUser(db, deps);
    const other = await createUser(db, deps);
    const stored = await storeNotifications(owner, 2);

    expect(
      (
        await ack(
          stored.map((n) => n.id),
          other,
        )
      ).body,
    ).toEqual({ acknowledged: 0 });
    expect((await get('/api/inbox/unread', owner)).body).toEqual({ unread: 2 });
    expect((await get('/api/inbox/', other)).body).toEqual({ count: 0, next: null, results: [] });
    expect((await get('/api/inbox/unread', other)).body).toEqual({ unread: 0 });
  });

  it('takes at most 100 ids in a list of strings', async () => {
    const user = await createUser(db, deps);
    const tooMany = Array.from({ length: 101 }, () => newId());
    expect((await ack(tooMany, user)).status).toBe(400);
    expect((await ack(tooMany.slice(0, 100), user)).body).toEqual({ acknowledged: 0 });
    expect((await callApi(deps, 'POST', '/api/inbox/ack', { id_list: 'x' }, user.auth)).status).toBe(400);
    expect((await callApi(deps, 'POST', '/api/inbox/ack', {}, user.auth)).status).toBe(400);
  });
});
