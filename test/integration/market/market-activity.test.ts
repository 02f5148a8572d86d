import { beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../../functions/data/collection';
import { transactWrite } from '../../../functions/data/db';
import { endActiveListing, getListing, setListingPrice } from '../../../functions/data/listing';
import { getNftMarketStats } from '../../../functions/data/market-stats';
import { getNft, type NftRecord } from '../../../functions/data/nft';
import { getNftItem, setItemListingPrice, unlistItem } from '../../../functions/data/nft-item';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { marketEventOf } from '../../../functions/domain/market/market-event';
import { recordMarketActivity } from '../../../functions/domain/market/record-activity';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';
import { AuctionType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { giveEdition, putCatalogNfts } from '../collection/support';
import {
  acceptFraudCheck,
  balancePath,
  callAs,
  putAuctionSale,
  usdBuyBody,
} from '../purchases/auction-support';
import { drainMarketOutbox, feedMarket, listEdition, marketActivity } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nftOf = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;
const poster = nftOf('nft-signed-tour-poster');
const collectionId = poster.collectionId;

let alice: SignedInUser;
let bob: SignedInUser;

const get = (path: string) => callApi(deps, 'GET', path);
const kindsOf = (body: { results: { kind: string }[] }) => body.results.map((entry) => entry.kind);
const item = async (sequence: number) => {
  const found = await getNftItem(db, `${poster.id}-${sequence}`);
  if (!found) throw new Error(`edition ${sequence} not stored`);
  return found;
};

beforeAll(async () => {
  alice = await signedInUser(deps);
  bob = await signedInUser(deps);
});

describe('the market consumer and the activity, price history and stats reads', () => {
  it('records primary sales, a listing, a price change and a resale, and keeps the stats and floors', async () => {
    // Day 0: Alice buys editions 1 and 2 from the platform at $40 and $65.
    await giveEdition(deps, poster, 1, alice.user.uuid, {
      lineItem: { amountCents: 4_000, coin: null, coinMicros: null, method: null, last4: null },
    });
    clock.advance(60_000);
    await giveEdition(deps, poster, 2, alice.user.uuid, {
      lineItem: { amountCents: 6_500, coin: null, coinMicros: null, method: null, last4: null },
    });
    clock.advance(60_000);
    // She lists edition 1 at $90, then lowers it to $80.
    const listingId = await listEdition(deps, poster, await item(1), 9_000);
    expect((await getNft(db, poster.id))?.floorPriceCents).toBe(9_000);
    expect((await getCollection(db, collectionId))?.floorPriceCents).toBe(9_000);
    clock.advance(60_000);
    const listing = await getListing(db, listingId);
    if (!listing) throw new Error('no listing');
    await transactWrite(db, [
      setListingPrice(db, listing, 8_000, clock.now().toISOString()),
      setItemListingPrice(db, listing.itemId, listingId, 8_000),
    ]);
    await feedMarket(deps, [
      marketActivity(deps, {
        kind: 'price_change',
        nft_id: poster.id,
        nft_item_id: listing.itemId,
        sequence: 1,
        price_cents: 8_000,
        from_uuid: alice.user.uuid,
        listing_id: listingId,
      }),
    ]);
    expect((await getNft(db, poster.id))?.floorPriceCents).toBe(8_000);

    const detail = await get(`/api/nft/${poster.id}`);
    expect(detail.body.stats).toMatchObject({ owners: 1, floor: 80, ath: 65, listings: 1 });

    // Bob buys it (the listing ends as the resale checkout ends it; its event comes with the transfer).
    clock.advance(60_000);
    await transactWrite(db, [endActiveListing(db, listingId, 'sold', clock.now().toISOString())]);
    await transactWrite(db, [unlistItem(db, listing.itemId, listingId)]);
    await giveEdition(deps, poster, 1, bob.user.uuid, {
      lineItem: { amountCents: 8_000, coin: null, coinMicros: null, method: null, last4: null },
    });

    const after = await get(`/api/nft/${poster.id}`);
    expect(after.body.stats).toMatchObject({ owners: 2, floor: null, ath: 80, listings: 0 });
    expect((await getNft(db, poster.id))?.floorPriceCents).toBeNull();
    expect((await getCollection(db, collectionId))?.floorPriceCents).toBeNull();

    const feed = await get(`/api/nft/${poster.id}/activity`);
    expect(feed.status).toBe(200);
    expect(kindsOf(feed.body)).toEqual(['sale', 'price_change', 'listing', 'sale', 'sale']);
    expect(feed.body.results[0]).toMatchObject({
      kind: 'sale',
      nft: { id: poster.id, title: poster.title },
      nft_item: { id: `${poster.id}-1`, sequence: 1 },
      price: 80,
      from: alice.user.username,
      to: bob.user.username,
      market: 'secondary',
    });
    expect(feed.body.results[4]).toMatchObject({
      price: 40,
      from: null,
      to: alice.user.username,
      market: 'primary',
    });
    expect(feed.body.next).toBeNull();

    const history = await get(`/api/nft/${poster.id}/price-history`);
    expect(history.body).toMatchObject({
      range: 'all',
      points: [
        { price: 40, market: 'primary', sequence: 1 },
        { price: 65, market: 'primary', sequence: 2 },
        { price: 80, market: 'secondary', sequence: 1 },
      ],
      summary: { sales: 3, volume: 185, average: 61.67, low: 40, high: 80 },
    });
  });

  it('filters by kind and pages with the cursor, newest first', async () => {
    const path = `/api/nft/${poster.id}/activity`;
    const first = await get(`${path}?limit=2`);
    expect(kindsOf(first.body)).toEqual(['sale', 'price_change']);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await get(`${path}?limit=2&cursor=${first.body.next}`);
    expect(kindsOf(second.body)).toEqual(['listing', 'sale']);
    const third = await get(`${path}?limit=2&cursor=${second.body.next}`);
    expect(kindsOf(third.body)).toEqual(['sale']);
    expect(third.body.next).toBeNull();

    const sales = await get(`${path}?kinds=sale&limit=2`);
    expect(sales.body.results.map((entry: { price: number }) => entry.price)).toEqual([80, 65]);
    const moreSales = await get(`${path}?kinds=sale&limit=2&cursor=${sales.body.next}`);
    expect(moreSales.body.results.map((entry: { price: number }) => entry.price)).toEqual([40]);
    const listings = await get(`${path}?kinds=listing,price_change`);
    expect(kindsOf(listings.body)).toEqual(['price_change', 'listing']);
  });

  it("answers the collection's activity across its NFTs", async () => {
    const print = catalog.nfts.find((nft) => nft.collectionId === collectionId && nft.id !== poster.id);
    if (!print) throw new Error('a collection of one NFT');
    clock.advance(60_000);
    await giveEdition(deps, print, 1, bob.user.uuid, { lineItem: null, how: 'claim' });
    const { status, body } = await get(`/api/collections/${collectionId}/activity/`);
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      kind: 'transfer',
      nft: { id: print.id },
      price: null,
      to: bob.user.username,
    });
    expect(body.results.length).toBe(6);
    expect(kindsOf((await get(`/api/collections/${collectionId}/activity/?kinds=transfer`)).body)).toEqual([
      'transfer',
    ]);
  });

  it('narrows the price history to a range', async () => {
    clock.advance(10 * 24 * 3600 * 1000);
    await giveEdition(deps, poster, 3, alice.user.uuid, {
      lineItem: { amountCents: 5_000, coin: null, coinMicros: null, method: null, last4: null },
    });
    const week = await get(`/api/nft/${poster.id}/price-history?range=7d`);
    expect(week.body).toMatchObject({
      range: '7d',
      points: [{ price: 50, sequence: 3 }],
      summary: { sales: 1, volume: 50, average: 50, low: 50, high: 50 },
    });
    expect((await get(`/api/nft/${poster.id}/price-history?range=1y`)).body.points).toHaveLength(4);
    const empty = await get('/api/nft/nft-golden-hour-print/price-history?range=30d');
    expect(empty.body).toEqual({
      range: '30d',
      points: [],
      summary: { sales: 0, volume: 0, average: null, low: null, high: null },
    });
  });

  it('changes nothing when an event is delivered again', async () => {
    const event = marketActivity(deps, {
      kind: 'sale',
      nft_id: poster.id,
      nft_item_id: `${poster.id}-3`,
      sequence: 3,
      price_cents: 12_000,
      from_uuid: alice.user.uuid,
      to_uuid: bob.user.uuid,
      market: 'secondary',
    });
    await feedMarket(deps, [event]);
    const stats = await getNftMarketStats(db, poster.id);
    const feed = await get(`/api/nft/${poster.id}/activity?limit=50`);

    // Again through the queue (the processed-event marker), and again past it (a crash before the marker).
    await feedMarket(deps, [event]);
    await recordMarketActivity(deps, marketEventOf({ ...toEnvelope(event, deps.env) }));
    expect(await getNftMarketStats(db, poster.id)).toEqual(stats);
    expect((await get(`/api/nft/${poster.id}/activity?limit=50`)).body).toEqual(feed.body);
    expect(stats).toMatchObject({ owners: 2, ownedEditions: 3, sales: 5, athCents: 12_000 });
  });

  it('answers 404 for an unknown NFT or collection and 400 for a bad kind or cursor', async () => {
    expect((await get('/api/nft/nft-nothing/activity')).status).toBe(404);
    expect((await get('/api/nft/nft-nothing/price-history')).status).toBe(404);
    expect((await get('/api/collections/nothing/activity/')).status).toBe(404);
    expect((await get(`/api/nft/${poster.id}/activity?kinds=mint`)).status).toBe(400);
    expect((await get(`/api/nft/${poster.id}/activity?cursor=not-a-cursor`)).status).toBe(400);
    expect((await get(`/api/nft/${poster.id}/price-history?range=2y`)).status).toBe(400);
  });
});

describe('primary sales emit MarketActivity with their delivery', () => {
  // Inside the test auctions' week.
  beforeAll(() => clock.set('2026-06-02T00:00:00.000Z'));

  it('records a Buy Now of two editions as two primary sales at the unit price', async () => {
    const { auction, nft } = await putAuctionSale(deps, AuctionType.fixedPrice);
    const buyer = await bidder(deps, 100_000);
    await acceptFraudCheck(deps, buyer.user.uuid, auction.id, 4_000);
    const answer = await callAs(deps, buyer.user, balancePath(auction.id), usdBuyBody(4_000, 2));
    expect(answer.status).toBe(200);
    const market = (await listPendingEvents(db, 1000)).filter((event) => event.type === 'MarketActivity');
    expect(market).toHaveLength(1);
    await drainMarketOutbox(deps);

    const feed = await get(`/api/nft/${nft.id}/activity`);
    expect(feed.body.results).toHaveLength(2);
    for (const entry of feed.body.results)
      expect(entry).toMatchObject({
        kind: 'sale',
        price: 20,
        from: null,
        to: buyer.user.username,
        market: 'primary',
      });
    const stats = await getNftMarketStats(db, nft.id);
    expect(stats).toMatchObject({
      owners: 1,
      ownedEditions: 2,
      sales: 2,
      volumeCents: 4_000,
      athCents: 2_000,
    });
    const editions = await get(`/api/nft/marketplace/${nft.id}`);
    expect(editions.body.total).toBe(2);
  });

  it('records a free claim as a transfer without a price', async () => {
    const { auction, nft } = await putAuctionSale(deps, AuctionType.giveaway, { priceCents: 0 });
    const answer = await callAs(deps, alice.user, `/api/auction/${auction.id}/claim`, {});
    expect(answer.status).toBe(200);
    await drainMarketOutbox(deps);
    const feed = await get(`/api/nft/${nft.id}/activity`);
    expect(feed.body.results).toEqual([
      expect.objectContaining({ kind: 'transfer', price: null, to: alice.user.username, market: null }),
    ]);
    expect((await get(`/api/nft/${nft.id}/price-history`)).body.points).toEqual([]);
  });
});
