import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { WATCH_LIMIT_REACHED } from '../../../functions/domain/watchlist/watch';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { putCatalogNfts } from '../collection/support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const [nft, otherNft] = catalog.nfts;
const [collection] = catalog.collections;
if (!nft || !otherNft || !collection) throw new Error('the demo catalogue has NFTs and collections');

let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  alice = await signedInUser(deps);
  bob = await signedInUser(deps);
});

describe('PUT /watchlist/nfts/{id}', () => {
  it('watches an NFT with an alert price, changes it, and answers the same again', async () => {
    const first = await alice.call('PUT', `/api/watchlist/nfts/${nft.id}`, { alert_price: 25.5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: 'nft', id: nft.id, alert_price: 25.5 });
    clock.advance(1_000);
    const changed = await alice.call('PUT', `/api/watchlist/nfts/${nft.id}`, { alert_price: 30 });
    expect(changed.body).toMatchObject({ alert_price: 30, created_at: first.body.created_at });
    const cleared = await alice.call('PUT', `/api/watchlist/nfts/${nft.id}`, {});
    expect(cleared.body.alert_price).toBeNull();
  });

  it.each([
    [0.5, messages.salePriceMinimum],
    [100_000_000, messages.salePriceMaximum],
    [12.345, messages.salePriceDecimals],
    ['12', messages.salePriceMinimum],
  ])('refuses the alert price %s with 400 and the sale price rule', async (price, message) => {
    const answer = await alice.call('PUT', `/api/watchlist/nfts/${nft.id}`, { alert_price: price });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field: 'alert_price', message });
  });

  it('answers 404 for an unknown NFT and 401 without a session', async () => {
    expect((await alice.call('PUT', '/api/watchlist/nfts/no-such-nft', {})).status).toBe(404);
    expect((await callApi(deps, 'PUT', `/api/watchlist/nfts/${nft.id}`, {})).status).toBe(401);
  });
});

describe('PUT /watchlist/collections/{id}', () => {
  it('watches a collection with a floor alert price', async () => {
    const answer = await alice.call('PUT', `/api/watchlist/collections/${collection.id}`, {
      floor_alert_price: 40,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'collection', id: collection.id, alert_price: 40 });
  });

  it('refuses a bad price (400) and an unknown collection (404)', async () => {
    const bad = await alice.call('PUT', `/api/watchlist/collections/${collection.id}`, {
      floor_alert_price: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({
      field: 'floor_alert_price',
      message: messages.salePriceMinimum,
    });
    const unknown = await alice.call('PUT', '/api/watchlist/collections/no-such-collection', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(messages.collectionNotFound);
  });
});

describe('GET /watchlist', () => {
  it("shows only the caller's own watches, with titles, images and prices", async () => {
    await bob.call('PUT', `/api/watchlist/nfts/${otherNft.id}`, { alert_price: 10 });
    const answer = await alice.call('GET', '/api/watchlist');
    expect(answer.status).toBe(200);
    expect(answer.body.nfts).toEqual([
      {
        id: nft.id,
        title: nft.title,
        image: expect.stringContaining(nft.thumbnailKey),
        alert_price: null,
        lowest_listing: null,
        auction: null,
      },
    ]);
    expect(answer.body.collections).toEqual([
      expect.objectContaining({ id: collection.id, title: collection.title, floor_alert_price: 40 }),
    ]);
    const bobs = await bob.call('GET', '/api/watchlist');
    expect(bobs.body.nfts.map((watched: { id: string }) => watched.id)).toEqual([otherNft.id]);
    expect(bobs.body.collections).toEqual([]);
  });
});

describe('DELETE /watchlist/...', () => {
  it("never removes another user's watch: 404 for an id the caller does not watch", async () => {
    const answer = await alice.call('DELETE', `/api/watchlist/nfts/${otherNft.id}`);
    expect(answer.status).toBe(404);
    const bobs = await bob.call('GET', '/api/watchlist');
    expect(bobs.body.nfts).toHaveLength(1);
  });

  it('stops watching an NFT and a collection; a second delete is 404', async () => {
    expect((await alice.call('DELETE', `/api/watchlist/nfts/${nft.id}`)).status).toBe(200);
    expect((await alice.call('DELETE', `/api/watchlist/collections/${collection.id}`)).status).toBe(200);
    expect((await alice.call('DELETE', `/api/watchlist/nfts/${nft.id}`)).status).toBe(404);
    expect((await alice.call('DELETE', '/api/watchlist/collections/no-such-collection')).status).toBe(404);
    const answer = await alice.call('GET', '/api/watchlist');
    expect(answer.body).toEqual({ nfts: [], collections: [] });
  });
});

describe('the watch limit', () => {
  it('refuses a new watch past the limit with 409, even when added at once, and takes one back after a delete', async () => {
    const carol = await signedInUser(deps);
    const limit = 500;
    // Fill the count directly (500 real watches would need 500 catalogue NFTs) and leave one real watch to remove.
    await carol.call('PUT', `/api/watchlist/nfts/${nft.id}`, {});
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: `USER#${carol.user.uuid}`, sk: 'WATCH_COUNT' },
        UpdateExpression: 'SET watches = :limit',
        ExpressionAttributeValues: { ':limit': limit },
      }),
    );
    const [one, two] = await Promise.all([
      carol.call('PUT', `/api/watchlist/nfts/${otherNft.id}`, {}),
      carol.call('PUT', `/api/watchlist/collections/${collection.id}`, {}),
    ]);
    for (const answer of [one, two]) {
      expect(answer.status).toBe(409);
      expect(answer.body.detail).toBe(WATCH_LIMIT_REACHED);
    }
    // Changing an existing watch's price is not a new watch.
    expect((await carol.call('PUT', `/api/watchlist/nfts/${nft.id}`, { alert_price: 5 })).status).toBe(200);
    expect((await carol.call('DELETE', `/api/watchlist/nfts/${nft.id}`)).status).toBe(200);
    expect((await carol.call('PUT', `/api/watchlist/nfts/${otherNft.id}`, {})).status).toBe(200);
  });
});
