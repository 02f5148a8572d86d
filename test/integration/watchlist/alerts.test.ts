import { beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { endActiveListing, getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem, unlistItem } from '../../../functions/data/nft-item';
import { deleteEntry, listPendingEntries } from '../../../functions/data/outbox-event';
import { NotificationType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { giveEdition, putCatalogNfts } from '../collection/support';
import { feedMarket, listEdition, marketActivity } from '../market/support';
import { noticesFor } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const poster = catalog.nfts.find((nft) => nft.id === 'nft-signed-tour-poster') as NftRecord;
const collectionTitle = catalog.collections.find((c) => c.id === poster.collectionId)?.title;

let seller: SignedInUser;
let bargainHunter: SignedInUser;
let browser: SignedInUser;
let floorWatcher: SignedInUser;

/** Lists the seller's edition; its 'listing' event goes to the market consumer, which sends the alerts. */
async function listAndAlert(sequence: number, priceCents: number) {
  const item = await getNftItem(db, `${poster.id}-${sequence}`);
  if (!item) throw new Error('no edition');
  return listEdition(deps, poster, item, priceCents);
}

/** Ends a listing (delisted) and delivers its event, as the market consumer's floor recount sees it. */
async function delist(listingId: string) {
  const listing = await getListing(db, listingId);
  if (!listing) throw new Error('no listing');
  await transactWrite(db, [
    endActiveListing(db, listingId, 'cancelled', clock.now().toISOString()),
    unlistItem(db, listing.itemId, listingId),
  ]);
  await feedMarket(deps, [
    marketActivity(deps, {
      kind: 'delisting',
      nft_id: poster.id,
      nft_item_id: listing.itemId,
      sequence: listing.sequence,
      from_uuid: listing.sellerUuid,
      listing_id: listingId,
    }),
  ]);
}

async function clearOutbox() {
  const entries = await listPendingEntries(db, 1000);
  if (entries.length)
    await transactWrite(
      db,
      entries.map((entry) => deleteEntry(db, entry.id)),
    );
}
const typesFor = async (user: SignedInUser) =>
  (await noticesFor(deps, user.user.uuid)).map((notice) => notice.notification_type);

beforeAll(async () => {
  seller = await signedInUser(deps);
  bargainHunter = await signedInUser(deps);
  browser = await signedInUser(deps);
  floorWatcher = await signedInUser(deps);
  for (const sequence of [1, 2, 3]) await giveEdition(deps, poster, sequence, seller.user.uuid);
  await bargainHunter.call('PUT', `/api/watchlist/nfts/${poster.id}`, { alert_price: 50 });
  await browser.call('PUT', `/api/watchlist/nfts/${poster.id}`, {});
  await seller.call('PUT', `/api/watchlist/nfts/${poster.id}`, { alert_price: 1_000 });
  await floorWatcher.call('PUT', `/api/watchlist/collections/${poster.collectionId}`, {
    floor_alert_price: 40,
  });
  await clearOutbox();
});

describe('alerts for a watched NFT', () => {
  it('a listing over the alert price: "Watched NFT listed" to every watcher but the seller, once', async () => {
    await listAndAlert(1, 9_000);
    expect(await typesFor(bargainHunter)).toEqual([NotificationType.watchedNftListed]);
    expect(await typesFor(browser)).toEqual([NotificationType.watchedNftListed]);
    expect(await typesFor(seller)).toEqual([]);
    const [notice] = await noticesFor(deps, bargainHunter.user.uuid);
    expect(notice).toMatchObject({ subject: poster.title, nft_uuid: poster.id });
    await clearOutbox();
  });

  it('a listing at or under the alert price: "Price alert" instead, to that watcher only', async () => {
    await listAndAlert(2, 5_000);
    expect(await typesFor(bargainHunter)).toEqual([NotificationType.priceAlert]);
    expect(await typesFor(browser)).toEqual([NotificationType.watchedNftListed]);
    expect(await typesFor(seller)).toEqual([]);
    await clearOutbox();
  });

  it('a price change: only watchers whose alert price it meets hear of it, once however often it is delivered', async () => {
    const item = await getNftItem(db, `${poster.id}-1`);
    const event = marketActivity(deps, {
      kind: 'price_change',
      nft_id: poster.id,
      nft_item_id: item?.id ?? null,
      sequence: 1,
      price_cents: 4_500,
      from_uuid: seller.user.uuid,
      listing_id: item?.listing?.auctionId ?? null,
    });
    await feedMarket(deps, [event]);
    await feedMarket(deps, [event]);
    expect(await typesFor(bargainHunter)).toEqual([NotificationType.priceAlert]);
    expect(await typesFor(browser)).toEqual([]);
    await clearOutbox();
  });
});

describe('floor alerts for a watched collection', () => {
  it('alerts once when the floor falls to or under the price, and again only after it rose back above', async () => {
    // The floor is $50 now (edition 2): above $40, nothing.
    expect(await typesFor(floorWatcher)).toEqual([]);
    const cheap = await listAndAlert(3, 3_500);
    expect(await noticesFor(deps, floorWatcher.user.uuid)).toEqual([
      expect.objectContaining({
        notification_type: NotificationType.collectionFloorAlert,
        subject: collectionTitle,
        collection_uuid: poster.collectionId,
      }),
    ]);
    await clearOutbox();
    // Another event while the floor stays under sends nothing; the delisting lifts the floor back to $50: re-armed,
    // silently.
    await feedMarket(deps, [marketActivity(deps, { kind: 'listing', nft_id: poster.id, listing_id: cheap })]);
    expect(await typesFor(floorWatcher)).toEqual([]);
    await delist(cheap);
    expect(await typesFor(floorWatcher)).toEqual([]);
    clock.advance(60_000);
    await listAndAlert(3, 3_900);
    expect(await typesFor(floorWatcher)).toEqual([NotificationType.collectionFloorAlert]);
  });

  it('does not alert for a floor already under the price when the watch is made', async () => {
    const late = await signedInUser(deps);
    await late.call('PUT', `/api/watchlist/collections/${poster.collectionId}`, { floor_alert_price: 45 });
    await listAndAlert(3, 3_900);
    expect(await typesFor(late)).toEqual([]);
  });
});
