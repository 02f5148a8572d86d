import { describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { putPromotion } from '../../../functions/data/promotion';
import { listUserPromotionSubscriptions } from '../../../functions/data/promotion-subscription';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { createAuction } from '../bids/support';
import { createDrop } from '../waiting-room/support';

describe('POST and GET /promotions/ (Sign Up & Register interest)', async () => {
  const db = await createTestDb();
  const { deps } = createTestDeps(db);
  await createDrop(deps, 'drop-coming', { showSignup: true, promotionUuid: 'promo-coming' });
  await createAuction(deps, 'auction-coming', { dropId: 'drop-coming', promotionUuid: 'promo-coming' });
  await transactWrite(db, [
    putPromotion(db, { uuid: 'promo-coming', dropId: 'drop-coming', title: 'Coming soon' }),
  ]);

  it('refuses visitors and unknown promotions', async () => {
    expect((await callApi(deps, 'POST', '/api/promotions/', { promotion: 'promo-coming' })).status).toBe(401);
    const fan = await signedInUser(deps);
    const unknown = await fan.call('POST', '/api/promotions/', { promotion: 'promo-nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Promotion not found.');
    expect((await fan.call('POST', '/api/promotions/', {})).status).toBe(400);
    expect(await listUserPromotionSubscriptions(db, fan.user.uuid)).toEqual([]);
  });

  it('subscribes once however often it is called, even at the same time', async () => {
    const fan = await signedInUser(deps);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fan.call('POST', '/api/promotions/', { promotion: 'promo-coming' })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ promotion_uuid: 'promo-coming', subscribed: true });
    }
    expect((await fan.call('POST', '/api/promotions', { promotion: 'promo-coming' })).status).toBe(200);
    const subscriptions = await listUserPromotionSubscriptions(db, fan.user.uuid);
    expect(subscriptions.map((entry) => entry.promotionUuid)).toEqual(['promo-coming']);
  });

  it("shows the caller's subscription on the auctions and in their registrations, and none to others", async () => {
    const fan = await signedInUser(deps);
    const other = await signedInUser(deps);
    expect((await fan.call('GET', '/api/promotions/')).body).toEqual({ promotion_uuids: [] });
    await fan.call('POST', '/api/promotions/', { promotion: 'promo-coming' });

    const subscribed = { promotion_uuid: 'promo-coming', subscribed: true };
    const notSubscribed = { promotion_uuid: 'promo-coming', subscribed: false };
    expect((await fan.call('GET', '/api/promotions/')).body).toEqual({ promotion_uuids: ['promo-coming'] });
    expect((await fan.call('GET', '/api/auction/auction-coming')).body.promotion).toEqual(subscribed);
    const listed = await fan.call('GET', '/api/auction/drops/drop-coming/auctions');
    expect(listed.body[0].promotion).toEqual(subscribed);

    expect((await other.call('GET', '/api/promotions/')).body).toEqual({ promotion_uuids: [] });
    expect((await other.call('GET', '/api/auction/auction-coming')).body.promotion).toEqual(notSubscribed);
    expect((await callApi(deps, 'GET', '/api/auction/auction-coming')).body.promotion).toEqual(notSubscribed);
    expect((await callApi(deps, 'GET', '/api/promotions/')).status).toBe(401);
  });

  it('answers a drop and the drops list alike to every caller: the same body and ETag, public, and no read of the subscriptions', async () => {
    const fan = await signedInUser(deps);
    await fan.call('POST', '/api/promotions/', { promotion: 'promo-coming' });
    const sent: string[] = [];
    const client = deps.db.client as unknown as { send: (command: object) => Promise<unknown> };
    const send = client.send;
    client.send = (command) => {
      sent.push(command.constructor.name);
      return send.call(client, command);
    };
    try {
      for (const path of ['/api/auction/drops/drop-coming', '/api/auction/drops']) {
        sent.length = 0;
        const visitor = await callApi(deps, 'GET', path);
        const visitorReads = sent.splice(0);
        const signedIn = await fan.call('GET', path);
        expect(signedIn.status).toBe(200);
        expect(sent).toEqual(visitorReads);
        expect(signedIn.body).toEqual(visitor.body);
        expect(signedIn.headers.etag).toBe(visitor.headers.etag);
        expect(signedIn.headers['cache-control']).toMatch(/^public, max-age=\d+/);
        expect(signedIn.headers.vary).toBeUndefined();
      }
    } finally {
      client.send = send;
    }
    const drop = (await fan.call('GET', '/api/auction/drops/drop-coming')).body;
    expect(drop.promotion).toEqual({ promotion_uuid: 'promo-coming' });
  });

  it("reads the subscriptions alongside a drop's auctions that showed a promotion before, not after them", async () => {
    const fan = await signedInUser(deps);
    await fan.call('POST', '/api/promotions/', { promotion: 'promo-coming' });
    const inFlight = { now: 0, most: 0, sent: [] as string[] };
    const client = deps.db.client as unknown as { send: (command: object) => Promise<unknown> };
    const send = client.send;
    client.send = async (command) => {
      inFlight.sent.push(command.constructor.name);
      inFlight.most = Math.max(inFlight.most, ++inFlight.now);
      try {
        return await send.call(client, command);
      } finally {
        inFlight.now--;
      }
    };
    const reads = async (path: string) => {
      Object.assign(inFlight, { most: 0, sent: [] });
      const answer = await fan.call('GET', path);
      expect(answer.status).toBe(200);
      return { sent: [...inFlight.sent], most: inFlight.most };
    };
    try {
      const path = '/api/auction/drops/drop-coming/auctions';
      // The first read learns the auctions show a promotion; the ones after read the subscriptions with them.
      await reads(path);
      expect(await reads(path)).toMatchObject({ most: 2, sent: ['QueryCommand', 'QueryCommand'] });
    } finally {
      client.send = send;
    }
  });

  it('lists every promotion the caller registered for, and only theirs', async () => {
    await createDrop(deps, 'drop-later', { showSignup: true, promotionUuid: 'promo-later' });
    await transactWrite(db, [
      putPromotion(db, { uuid: 'promo-later', dropId: 'drop-later', title: 'Later' }),
    ]);
    const fan = await signedInUser(deps);
    const other = await signedInUser(deps);
    await fan.call('POST', '/api/promotions/', { promotion: 'promo-later' });
    await fan.call('POST', '/api/promotions/', { promotion: 'promo-coming' });
    await other.call('POST', '/api/promotions/', { promotion: 'promo-coming' });

    const { status, headers, body } = await fan.call('GET', '/api/promotions/');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect([...body.promotion_uuids].sort()).toEqual(['promo-coming', 'promo-later']);
    expect((await other.call('GET', '/api/promotions')).body).toEqual({ promotion_uuids: ['promo-coming'] });
  });

  it('answers promotion null where there is none', async () => {
    await createDrop(deps, 'drop-plain');
    await createAuction(deps, 'auction-plain', { dropId: 'drop-plain' });
    expect((await callApi(deps, 'GET', '/api/auction/drops/drop-plain')).body.promotion).toBeNull();
    expect((await callApi(deps, 'GET', '/api/auction/auction-plain')).body.promotion).toBeNull();
  });
});
