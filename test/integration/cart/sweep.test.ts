import { beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { putCatalogNfts } from '../collection/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf } from '../payment-service/support';
import { cartCheckout, linesOf, lister, sweepCheckout } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = catalog.nfts.find((candidate) => candidate.id === 'nft-signed-tour-poster') as NftRecord;
const collectionId = nft.collectionId;

let seller: SignedInUser;
let listed: ReturnType<typeof lister>;
const sequences = { next: 1 };

beforeAll(async () => {
  seller = await bidder(deps, 0);
  listed = lister(deps, nft, seller, sequences);
});

const usd = (user: SignedInUser) => balanceOf(deps, { kind: 'usd', userUuid: user.user.uuid });
const preview = (user: SignedInUser, count: number, maxTotalCents: number) =>
  user.call(
    'GET',
    `/api/payments/sweep_preview?collection_id=${collectionId}&count=${count}&max_total_cents=${maxTotalCents}`,
  );

/** Buys every listing still open in the collection, so each test sweeps a floor of its own. */
async function clearFloor() {
  const sweeper = await bidder(deps, 10_000_000);
  const answer = await sweepCheckout(deps, sweeper, {
    collection_id: collectionId,
    count: 25,
    max_total_cents: 9_000_000,
  });
  if (answer.status !== 200 && answer.status !== 409)
    throw new Error(`clear failed: ${JSON.stringify(answer.body)}`);
}

describe('POST /api/payments/sweep_checkout and GET /api/payments/sweep_preview', () => {
  it("buys the N cheapest listings within the total, never the caller's own", async () => {
    const cheap = [await listed(1_000), await listed(1_100)];
    const dear = await listed(5_000);
    const buyer = await bidder(deps, 100_000);
    const own = await lister(deps, nft, buyer, sequences)(500);

    const shown = await preview(buyer, 3, 3_000);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ total_cents: 2_100 });
    expect(shown.body.listings.map((listing: { listing_id: string }) => listing.listing_id)).toEqual(
      cheap.map((listing) => listing.listingId),
    );

    const answer = await sweepCheckout(
      deps,
      buyer,
      { collection_id: collectionId, count: 3, max_total_cents: 3_000 },
      'sweep-1',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ kind: 'sweep', status: 'completed', bought_cents: 2_100 });
    expect(answer.body.data.lines).toHaveLength(2);
    for (const listing of cheap) expect((await getNftItem(db, listing.itemId))?.owner).toBe(buyer.user.uuid);
    expect((await getListing(db, dear.listingId))?.status).toBe('active');
    expect((await getListing(db, own.listingId))?.status).toBe('active');
    expect(await usd(buyer)).toBe(100_000 - 2_100);
    // A replay answers the same sweep and does not pick again.
    const again = await sweepCheckout(
      deps,
      buyer,
      { collection_id: collectionId, count: 3, max_total_cents: 3_000 },
      'sweep-1',
    );
    expect(again.body.data).toEqual(answer.body.data);
    expect(await usd(buyer)).toBe(100_000 - 2_100);
    await clearFloor();
  });

  it('refuses bad fields (400) and a sweep nothing fits (409)', async () => {
    await listed(2_000);
    const buyer = await bidder(deps, 100_000);
    const bad = [
      { collection_id: collectionId, count: 0, max_total_cents: 5_000 },
      { collection_id: collectionId, count: 26, max_total_cents: 5_000 },
      { collection_id: collectionId, count: 2, max_total_cents: 0 },
      { collection_id: '', count: 2, max_total_cents: 5_000 },
    ];
    for (const body of bad) expect((await sweepCheckout(deps, buyer, body)).status).toBe(400);
    const tooLittle = await sweepCheckout(deps, buyer, {
      collection_id: collectionId,
      count: 2,
      max_total_cents: 1_999,
    });
    expect(tooLittle.status).toBe(409);
    expect(tooLittle.body).toMatchObject({ code: 'nothing_to_sweep' });
    expect((await preview(buyer, 2, 1_999)).status).toBe(409);
    const unknown = await sweepCheckout(deps, buyer, {
      collection_id: 'no-such-collection',
      count: 2,
      max_total_cents: 5_000,
    });
    expect(unknown.status).toBe(409);
    // Only the seller's own listings are left for the seller.
    expect(
      (await sweepCheckout(deps, seller, { collection_id: collectionId, count: 2, max_total_cents: 5_000 }))
        .status,
    ).toBe(409);
    expect(await usd(buyer)).toBe(100_000);
    await clearFloor();
  });

  it('a sweep racing single buyers, round after round, never sells a listing twice', async () => {
    for (let round = 0; round < 4; round++) {
      const prices = [1_000, 1_100, 1_200];
      const listings = [];
      for (const price of prices) listings.push(await listed(price));
      const sweeper = await bidder(deps, 100_000);
      const singles = await Promise.all(listings.map(() => bidder(deps, 100_000)));
      const [swept, ...single] = await Promise.all([
        sweepCheckout(deps, sweeper, { collection_id: collectionId, count: 3, max_total_cents: 3_300 }),
        ...listings.map((listing, i) =>
          cartCheckout(deps, singles[i] as SignedInUser, {
            listing_ids: [listing.listingId],
            expected_total_cents: prices[i],
          }),
        ),
      ]);
      const lines = swept?.status === 200 ? linesOf(swept.body) : {};
      let sweepPaid = 0;
      for (const [i, listing] of listings.entries()) {
        const owner = (await getNftItem(db, listing.itemId))?.owner;
        const buyer = singles[i] as SignedInUser;
        const line = lines[listing.listingId];
        const bySweep = line?.status === 'bought';
        const bySingle = linesOf(single[i]?.body)[listing.listingId]?.status === 'bought';
        expect(Number(bySweep) + Number(bySingle)).toBe(1);
        expect(owner).toBe(bySweep ? sweeper.user.uuid : buyer.user.uuid);
        expect(100_000 - (await usd(buyer))).toBe(bySingle ? prices[i] : 0);
        if (bySweep) sweepPaid += prices[i] ?? 0;
        else if (line) expect(line).toMatchObject({ status: 'failed', reason: 'sold' });
      }
      expect(100_000 - (await usd(sweeper))).toBe(sweepPaid);
      await clearFloor();
    }
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
