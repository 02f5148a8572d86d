import { describe, expect, it } from 'vitest';
import { getListing } from '../../../functions/data/listing';
import { getNftItem } from '../../../functions/data/nft-item';
import { PaymentMethod } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { bidder } from '../bids/support';
import { cartCheckout, linesOf, lister, sweepCheckout } from '../cart/support';
import { posterNft, postOffer, usdOffer } from '../offers/support';
import { balanceOf, fund } from '../payment-service/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { creator, mintedStorefrontNft, paths, storefrontDeps, uploadedKey } from '../storefront/support';

const db = await createTestDb();
// The storefront's flags on, for its listings; the resale checkouts take them as they are.
const { deps } = storefrontDeps(db);
const nft = await posterNft(deps);
const OWN_PURCHASE = { status: 403, body: { code: 'own_item_purchase', detail: messages.ownItemPurchase } };
/** The poster's editions handed out so far, shared by every lister of the file. */
const sequences = { next: 1 };
const usd = (userUuid: string) => balanceOf(deps, { kind: 'usd', userUuid });

describe('no account buys, offers on or sells to itself', () => {
  it("refuses the seller's own resale listing in Buy Now and a cart before any charge; a sweep skips it", async () => {
    const seller = await bidder(deps, 100_000);
    const listed = lister(deps, nft, seller, sequences);
    const own = await listed(1_000);
    const checkout = await callAs(deps, seller.user, balancePath(own.listingId), usdBuyBody(1_000));
    expect(checkout).toMatchObject(OWN_PURCHASE);
    const cart = await cartCheckout(deps, seller, {
      listing_ids: [own.listingId],
      expected_total_cents: 1_000,
    });
    expect(cart).toMatchObject(OWN_PURCHASE);
    // The fraud check (paid for) is not asked for one's own listing either.
    const check = await seller.call('POST', `/api/payments/sift-order-decision/${own.listingId}`, {
      price: 10,
      drop: false,
      action: 'buy',
    });
    expect(check).toMatchObject(OWN_PURCHASE);

    // Only the seller's own on sale: nothing to sweep; with another's dearer one, that one alone.
    const sweep = (key: string) =>
      sweepCheckout(
        deps,
        seller,
        { collection_id: nft.collectionId, count: 2, max_total_cents: 10_000 },
        key,
      );
    expect((await sweep('alone')).status).toBe(409);
    const other = await lister(deps, nft, await bidder(deps, 0), sequences)(2_000);
    const swept = await sweep('with-another');
    expect(swept.status).toBe(200);
    expect(Object.keys(linesOf(swept.body))).toEqual([other.listingId]);

    expect(await usd(seller.user.uuid)).toBe(100_000 - 2_000);
    expect((await getListing(db, own.listingId))?.status).toBe('active');
    expect((await getNftItem(db, own.itemId))?.owner).toBe(seller.user.uuid);
  });

  it("refuses an offer on one's own item and selling one's own item to one's collection offer", async () => {
    const owner = await bidder(deps, 100_000);
    const { itemId } = await lister(deps, nft, owner, sequences)(1_000);
    expect(await postOffer(deps, owner.user, usdOffer(itemId, 5))).toMatchObject({
      status: 403,
      body: { detail: messages.ownItemOffer },
    });
    const made = await owner.call('POST', '/api/offers/collection/', {
      collection_id: nft.collectionId,
      amount: 5,
      quantity: 1,
      payment_method: PaymentMethod.marketplaceCredit,
      source: 'usd',
    });
    expect(made.status).toBe(200);
    const accepted = await owner.call('PATCH', `/api/offers/collection_offer/${made.body.uuid}`, {
      status: 'accept',
      nft_item: itemId,
    });
    expect(accepted).toMatchObject({ status: 403, body: { detail: messages.ownItemOffer } });
    expect((await getNftItem(db, itemId))?.owner).toBe(owner.user.uuid);
  });

  it("refuses a storefront creator's Buy Now of their own listing before any charge: no 'Your share' from themselves", async () => {
    const maker = await creator(deps, 'Ada Self');
    await deps.media.put(uploadedKey(maker.creatorId), new Uint8Array([1, 2, 3]), 'image/png');
    const uuid = await mintedStorefrontNft(deps, maker);
    const listed = await maker.call('POST', paths.list(uuid), { price: 20, quantity: 2 });
    expect(listed.status).toBe(200);
    const auctionId = listed.body.listing.auction_id;
    await fund(deps, { kind: 'credit', userUuid: maker.user.uuid }, 5_000);
    const funds = {
      usd: await usd(maker.user.uuid),
      credit: await balanceOf(deps, { kind: 'credit', userUuid: maker.user.uuid }),
    };
    const earnings = () => balanceOf(deps, { kind: 'earnings', userUuid: maker.user.uuid });

    await acceptFraudCheck(deps, maker.user.uuid, auctionId, 2_000);
    for (const source of ['usd', 'credit'])
      expect(
        await callAs(deps, maker.user, balancePath(auctionId), usdBuyBody(2_000, 1, { source })),
      ).toMatchObject(OWN_PURCHASE);
    const check = await maker.call('POST', `/api/payments/sift-order-decision/${auctionId}`, {
      price: 20,
      drop: false,
      action: 'buy',
    });
    expect(check).toMatchObject(OWN_PURCHASE);
    expect({
      usd: await usd(maker.user.uuid),
      credit: await balanceOf(deps, { kind: 'credit', userUuid: maker.user.uuid }),
    }).toEqual(funds);
    expect(await earnings()).toBe(0);

    // Anyone else buys it as before.
    const buyer = await bidder(deps, 100_000);
    await acceptFraudCheck(deps, buyer.user.uuid, auctionId, 2_000);
    expect((await callAs(deps, buyer.user, balancePath(auctionId), usdBuyBody(2_000))).status).toBe(200);
    expect(await earnings()).toBeGreaterThan(0);
  });
});
