import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { liveSocket } from '../../../functions/api/live/handler';
import { listLiveSubscriptions } from '../../../functions/data/live-connection';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { consumeBatch as storeInInbox } from '../../../functions/events/consumers/inbox';
import { consumeBatch } from '../../../functions/events/consumers/live';
import { ID_TOKEN_LIFETIME_SECONDS } from '../../../functions/lib/auth/jwt-sessions';
import type { Deps } from '../../../functions/lib/deps';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { bidder, createAuction, usdBid } from '../bids/support';
import { putCatalogNfts } from '../collection/support';

const frame = (deps: Deps, connectionId: string, routeKey: string, body?: unknown) =>
  liveSocket(deps, {
    requestContext: { routeKey, connectionId },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Sends a frame on a connection and reads the answer. */
async function send(deps: Deps, connectionId: string, body: unknown) {
  const answer = await frame(deps, connectionId, '$default', body);
  if (typeof answer !== 'object' || !answer.body) throw new Error('a frame without an answer');
  return JSON.parse(answer.body);
}

const connect = (deps: Deps, connectionId: string) => frame(deps, connectionId, '$connect');

/** A bus event as the live queue delivers it. */
const busBatch = (type: string, detail: Record<string, unknown>, id = crypto.randomUUID()): SQSEvent => ({
  Records: [
    {
      messageId: id,
      body: JSON.stringify({
        id,
        'detail-type': type,
        source: 'collectibles.platform',
        time: '2026-06-01T12:00:00Z',
        detail: { ...detail, event_id: id },
      }),
      attributes: { ApproximateReceiveCount: '1' },
    } as SQSEvent['Records'][number],
  ],
});

describe('the live-updates socket', async () => {
  const db = await createTestDb();
  const { deps, clock } = createTestDeps(db);

  it('subscribes a connection to a public channel and unsubscribes it', async () => {
    await connect(deps, 'c-public');
    expect(await send(deps, 'c-public', { action: 'subscribe', channel: 'auction:A1' })).toEqual({
      type: 'subscribed',
      channel: 'auction:A1',
    });
    expect((await listLiveSubscriptions(db, 'c-public')).map((s) => s.channel)).toEqual(['auction:A1']);
    expect(await send(deps, 'c-public', { action: 'unsubscribe', channel: 'auction:A1' })).toEqual({
      type: 'unsubscribed',
      channel: 'auction:A1',
    });
    expect(await listLiveSubscriptions(db, 'c-public')).toEqual([]);
  });

  it('refuses malformed frames, unknown channels and closed connections with a clear error frame', async () => {
    await connect(deps, 'c-bad');
    expect(await send(deps, 'c-bad', 'not json')).toMatchObject({
      type: 'error',
      status: 400,
      code: 'malformed_request',
    });
    expect(await send(deps, 'c-bad', { action: 'shout', channel: 'auction:A1' })).toMatchObject({
      status: 400,
      code: 'malformed_request',
    });
    expect(await send(deps, 'c-bad', { action: 'subscribe', channel: 'wallet:123' })).toMatchObject({
      status: 400,
      code: 'unknown_channel',
      detail: 'No such channel.',
    });
    expect(await send(deps, 'never-connected', { action: 'subscribe', channel: 'auction:A1' })).toMatchObject(
      { status: 400, code: 'connection_closed' },
    );
    await frame(deps, 'c-bad', '$disconnect');
    expect(await send(deps, 'c-bad', { action: 'subscribe', channel: 'auction:A1' })).toMatchObject({
      code: 'connection_closed',
    });
  });

  it("subscribes to the caller's own notifications with a good token only", async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    await connect(deps, 'c-user');
    const user = (token?: string) => ({ action: 'subscribe', channel: 'user', token });

    expect(await send(deps, 'c-user', user())).toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(await send(deps, 'c-user', user('not-a-token'))).toMatchObject({
      status: 401,
      code: 'token_invalid',
    });
    const expired = await deps.sessions.issueIdToken({ uuid: alice.user.uuid, emailVerified: true });
    clock.advance((ID_TOKEN_LIFETIME_SECONDS + 1) * 1000);
    expect(await send(deps, 'c-user', user(expired))).toMatchObject({ status: 401, code: 'token_invalid' });
    // Another user's channel, by name, is refused whatever the token.
    const aliceToken = await deps.sessions.issueIdToken({ uuid: alice.user.uuid, emailVerified: true });
    expect(
      await send(deps, 'c-user', {
        action: 'subscribe',
        channel: `user:${bob.user.uuid}`,
        token: aliceToken,
      }),
    ).toMatchObject({ status: 403, code: 'private_channel' });
    expect(await listLiveSubscriptions(db, 'c-user')).toEqual([]);

    expect(await send(deps, 'c-user', user(aliceToken))).toEqual({ type: 'subscribed', channel: 'user' });
    expect((await listLiveSubscriptions(db, 'c-user')).map((s) => s.channel)).toEqual([
      `user:${alice.user.uuid}`,
    ]);
  });
});

describe('the live fan-out consumer', async () => {
  const db = await createTestDb();
  const { deps, livePosted } = createTestDeps(db);

  it("nudges only the connections listening to the event's channel", async () => {
    for (const [connectionId, channel] of [
      ['f-1', 'auction:F1'],
      ['f-2', 'auction:F1'],
      ['f-3', 'auction:F2'],
    ] as const) {
      await connect(deps, connectionId);
      await send(deps, connectionId, { action: 'subscribe', channel });
    }
    livePosted.length = 0;
    const answer = await consumeBatch(deps, busBatch('AuctionChanged', { auction_id: 'F1', change: 'bid' }));
    expect(answer.batchItemFailures).toEqual([]);
    expect(livePosted.map((p) => p.connectionId).sort()).toEqual(['f-1', 'f-2']);
    expect(JSON.parse(livePosted[0]?.message ?? '')).toEqual({ channel: 'auction:F1', kind: 'bid' });
  });

  it("tells a stored notification only to its user's connections, as the plain `user` channel", async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    for (const [connectionId, who] of [
      ['u-alice', alice],
      ['u-bob', bob],
    ] as const) {
      await connect(deps, connectionId);
      const token = await deps.sessions.issueIdToken({ uuid: who.user.uuid, emailVerified: true });
      await send(deps, connectionId, { action: 'subscribe', channel: 'user', token });
    }
    const notice = busBatch('NotificationRequested', {
      user_uuid: alice.user.uuid,
      notification_type: 10,
      subject: 'Item',
    });
    livePosted.length = 0;
    // The live queue leaves notifications to the inbox, which nudges once it stored one.
    await consumeBatch(deps, notice);
    expect(livePosted).toEqual([]);
    await storeInInbox(deps, notice);
    expect(livePosted).toEqual([
      { connectionId: 'u-alice', message: JSON.stringify({ channel: 'user', kind: 'notification' }) },
    ]);
  });

  it("nudges a market event's NFT page and its collection's page, not another collection's", async () => {
    const { nfts } = await putCatalogNfts(deps);
    const [nft, other] = [nfts[0], nfts.find((n) => n.collectionId !== nfts[0]?.collectionId)];
    if (!nft || !other) throw new Error('the demo catalogue has two collections');
    for (const [connectionId, channel] of [
      ['m-nft', `nft:${nft.id}`],
      ['m-collection', `collection:${nft.collectionId}`],
      ['m-other', `collection:${other.collectionId}`],
    ] as const) {
      await connect(deps, connectionId);
      await send(deps, connectionId, { action: 'subscribe', channel });
    }
    livePosted.length = 0;
    await consumeBatch(deps, busBatch('MarketActivity', { ...marketSale(nft.id), kind: 'price_change' }));
    expect(livePosted.map(({ connectionId, message }) => [connectionId, JSON.parse(message)]).sort()).toEqual(
      [
        ['m-collection', { channel: `collection:${nft.collectionId}`, kind: 'price_change' }],
        ['m-nft', { channel: `nft:${nft.id}`, kind: 'price_change' }],
      ],
    );
  });

  it('forgets a connection API Gateway answers gone, with its subscriptions', async () => {
    const gone = createTestDeps(db, { livePosts: { post: async () => 'gone' } }).deps;
    await connect(gone, 'g-1');
    await send(gone, 'g-1', { action: 'subscribe', channel: 'nft:G1' });
    await consumeBatch(gone, busBatch('MarketActivity', marketSale('G1')));
    expect(await listLiveSubscriptions(db, 'g-1')).toEqual([]);
    expect(await send(gone, 'g-1', { action: 'subscribe', channel: 'nft:G1' })).toMatchObject({
      code: 'connection_closed',
    });
  });
});

const marketSale = (nftId: string) => ({
  kind: 'sale',
  nft_id: nftId,
  nft_item_id: null,
  sequence: null,
  price_cents: 1000,
  from_uuid: null,
  to_uuid: null,
  market: 'secondary',
  listing_id: null,
  offer_id: null,
});

describe('a bid', async () => {
  const db = await createTestDb();
  const { deps } = createTestDeps(db);

  it("records AuctionChanged in the bid's transaction; a refused bid records none", async () => {
    await createAuction(deps, 'live-bid');
    const alice = await bidder(deps, 50_000);
    const bidEvents = async () =>
      (await listPendingEvents(db)).filter((event) => event.type === 'AuctionChanged');

    expect((await alice.call('POST', '/api/auction/live-bid/bid', usdBid(150))).status).toBe(200);
    expect((await bidEvents()).map((event) => event.detail)).toEqual([
      { auction_id: 'live-bid', change: 'bid' },
    ]);
    expect((await alice.call('POST', '/api/auction/live-bid/bid', usdBid(1))).status).toBe(400);
    expect(await bidEvents()).toHaveLength(1);
  });
});
