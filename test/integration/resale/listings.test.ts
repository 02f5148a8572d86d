import { beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { cardLine, giveEdition, putCatalogNfts } from '../collection/support';
import { giveClaimed, listingBody } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;

const POSTER = 'nft-signed-tour-poster';
const CREATE = '/api/auction/create';

let seller: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  seller = await signedInUser(deps);
  other = await signedInUser(deps);
  for (const sequence of [1, 2, 3, 4]) await giveClaimed(deps, nft(POSTER), sequence, seller.user.uuid);
  await giveEdition(deps, nft(POSTER), 5, seller.user.uuid, { lineItem: cardLine(5_000) });
  await giveClaimed(deps, nft('nft-sunrise-postcard'), 1, seller.user.uuid);
});

describe('POST /api/auction/create', () => {
  it("lists the owner's item: the listing, the item's sold_at and what the seller receives", async () => {
    const answer = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-1`, 100));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: messages.nftPlacedOnMarketplace,
      // 10% royalty + 5% platform fee of the demo NFTs.
      listing: { price: 100, seller_receives: 85, royalty: 10, platform_fee: 5, status: 'active' },
    });
    const id = (answer.body as { listing: { id: string } }).listing.id;
    expect(id.startsWith('resale-')).toBe(true);
    expect((await getNftItem(db, `${POSTER}-1`))?.listing).toEqual({ auctionId: id, priceCents: 10_000 });

    const owned = await seller.call('GET', `/api/nft/${POSTER}/item/${POSTER}-1`);
    expect(owned.body).toMatchObject({ sold_at: { id, price: 100 } });
    const auction = await other.call('GET', `/api/auction/${id}`);
    expect(auction.status).toBe(200);
    expect(auction.body).toMatchObject({
      id,
      price: 100,
      auction_type: 5,
      sold_out: false,
      seller: { username: seller.user.username },
    });
  });

  it('refuses a second listing of the item, a price under $1 or with 3 decimals', async () => {
    expect((await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-1`, 50))).status).toBe(409);
    const low = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-2`, 0.5));
    expect(low.status).toBe(400);
    expect(JSON.stringify(low.body)).toContain(messages.salePriceMinimum);
    expect((await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-2`, 1.234))).status).toBe(400);
    expect((await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-2`, 100_000_000))).status).toBe(
      400,
    );
  });

  it("refuses another user's item (403) and an item that may not be resold, with the modal's code", async () => {
    expect((await other.call('POST', CREATE, listingBody(POSTER, `${POSTER}-2`, 10))).status).toBe(403);
    const cooling = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-5`, 10));
    expect(cooling.status).toBe(409);
    expect(cooling.body).toMatchObject({ code: 'resell_not_available_yet' });
    const postcard = await seller.call(
      'POST',
      CREATE,
      listingBody('nft-sunrise-postcard', 'nft-sunrise-postcard-1', 10),
    );
    expect(postcard.status).toBe(409);
    expect(postcard.body).toMatchObject({ code: 'resell_not_available' });
    expect((await seller.call('POST', CREATE, listingBody(POSTER, 'nope-1', 10))).status).toBe(404);
  });

  it('lists a private item as public (a listed item is public)', async () => {
    await seller.call('PATCH', `/api/nft/item/${POSTER}-3`, { visibility: 'private' });
    const answer = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-3`, 12.5));
    expect(answer.status).toBe(200);
    expect((await getNftItem(db, `${POSTER}-3`))?.visibility).toBe('public');
  });

  it('refuses new listings while the marketplace is switched off (403)', async () => {
    deps.flags.marketplaceEnabled = false;
    try {
      const answer = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-4`, 10));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ detail: messages.marketplaceDisabled });
    } finally {
      deps.flags.marketplaceEnabled = true;
    }
  });

  it('lists only one of two racing listings of the same item', async () => {
    const answers = await Promise.all(
      [20, 21, 22].map((price) => seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-4`, price))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('POST /api/auction/{id}/edit and DELETE /api/auction/{id}/delete', () => {
  it('changes the price for the seller only, then removes the listing', async () => {
    const created = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-2`, 30));
    const id = (created.body as { listing: { id: string } }).listing.id;

    expect((await other.call('POST', `/api/auction/${id}/edit`, { price: 10 })).status).toBe(403);
    const edited = await seller.call('POST', `/api/auction/${id}/edit`, { price: 40.5 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: messages.priceUpdated, listing: { price: 40.5 } });
    expect((await getNftItem(db, `${POSTER}-2`))?.listing?.priceCents).toBe(4_050);
    expect((await seller.call('POST', `/api/auction/${id}/edit`, { price: 0 })).status).toBe(400);

    expect((await other.call('DELETE', `/api/auction/${id}/delete`)).status).toBe(403);
    const removed = await seller.call('DELETE', `/api/auction/${id}/delete`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: messages.nftRemovedFromMarketplace });
    expect((await getListing(db, id))?.status).toBe('cancelled');
    expect((await getNftItem(db, `${POSTER}-2`))?.listing).toBeNull();
    expect((await seller.call('DELETE', `/api/auction/${id}/delete`)).status).toBe(409);
    expect((await seller.call('POST', `/api/auction/${id}/edit`, { price: 10 })).status).toBe(409);
    expect((await seller.call('DELETE', '/api/auction/resale-unknown/delete')).status).toBe(404);
  });

  it('a listing whose cool-down ended may be created (48 hours after a card purchase)', async () => {
    clock.advance(48 * 60 * 60 * 1000 + 1000);
    const answer = await seller.call('POST', CREATE, listingBody(POSTER, `${POSTER}-5`, 10));
    expect(answer.status).toBe(200);
  });
});

describe('GET /api/nft/marketplace/{nftId}/{itemId}', () => {
  it('answers the edition as titled lines: number, owner, price, blockchain and traits', async () => {
    const answer = await other.call('GET', `/api/nft/marketplace/${POSTER}/${POSTER}-3`);
    expect(answer.status).toBe(200);
    const lines = (answer.body as { results: { title: string; display_description: string }[] }).results;
    expect(lines).toEqual(
      expect.arrayContaining([
        { title: 'Edition', display_description: `3 of ${nft(POSTER).quantity}` },
        { title: 'Owner', display_description: seller.user.username },
        { title: 'Price', display_description: '$12.50' },
      ]),
    );
    expect(lines.length).toBeGreaterThan(4 + nft(POSTER).traits.length - 1);
    expect((await other.call('GET', `/api/nft/marketplace/${POSTER}/nope-1`)).status).toBe(404);
  });
});
