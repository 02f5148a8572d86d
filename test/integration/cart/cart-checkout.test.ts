import { beforeAll, describe, expect, it } from 'vitest';
import { getCartOrder } from '../../../functions/data/cart-order';
import { getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { checkoutCart } from '../../../functions/domain/cart/checkout-cart';
import { cartOrderId, placeCartOrder } from '../../../functions/domain/cart/place-cart-order';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { PaymentMethod } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { saleSplit } from '../../../shared/rules/resale';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { putCatalogNfts } from '../collection/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, saveCard, TEST_CARDS } from '../payment-service/support';
import { callAs } from '../purchases/auction-support';
import { cartCheckout, linesOf, lister } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = catalog.nfts.find((candidate) => candidate.id === 'nft-signed-tour-poster') as NftRecord;
const FEES = { royaltyBps: nft.resaleRoyaltyBps, platformFeeBps: nft.platformFeeBps };

let seller: SignedInUser;
let otherSeller: SignedInUser;
let listed: ReturnType<typeof lister>;
let listedByOther: ReturnType<typeof lister>;
const sequences = { next: 1 };

beforeAll(async () => {
  seller = await bidder(deps, 0);
  otherSeller = await bidder(deps, 0);
  listed = lister(deps, nft, seller, sequences);
  listedByOther = lister(deps, nft, otherSeller, sequences);
});

const usd = (user: SignedInUser) => balanceOf(deps, { kind: 'usd', userUuid: user.user.uuid });
const credit = (user: SignedInUser) => balanceOf(deps, { kind: 'credit', userUuid: user.user.uuid });

describe('POST /api/payments/cart_checkout', () => {
  it('buys listings of two sellers with one payment, each line bought, and GET answers it to its buyer only', async () => {
    const [a, b] = [await listed(1_500), await listedByOther(2_250)];
    const buyer = await bidder(deps, 100_000);
    const stranger = await bidder(deps, 0);
    const [creditA, creditB] = [await credit(seller), await credit(otherSeller)];

    const body = { listing_ids: [a.listingId, b.listingId], expected_total_cents: 3_750 };
    const answer = await cartCheckout(deps, buyer, body, 'cart-1');

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { status: 'completed', bought_cents: 3_750 },
    });
    const lines = linesOf(answer.body);
    expect(lines[a.listingId]).toMatchObject({ status: 'bought', reason: null, item_id: a.itemId });
    expect(lines[b.listingId]).toMatchObject({ status: 'bought', item_id: b.itemId });
    expect((await getNftItem(db, a.itemId))?.owner).toBe(buyer.user.uuid);
    expect((await getNftItem(db, b.itemId))?.owner).toBe(buyer.user.uuid);
    expect((await getListing(db, a.listingId))?.status).toBe('sold');
    // One payment of the total, split per listing between its seller, the creator and the platform.
    expect(await usd(buyer)).toBe(100_000 - 3_750);
    const payment = await getOrder(db, answer.body.data.id);
    expect(payment).toMatchObject({ status: 'paid', priceCents: 3_750 });
    expect((await credit(seller)) - creditA).toBe(saleSplit(1_500, FEES).sellerCents);
    expect((await credit(otherSeller)) - creditB).toBe(saleSplit(2_250, FEES).sellerCents);

    // The same key answers the same order without charging again; another body with it is refused.
    const again = await cartCheckout(deps, buyer, body, 'cart-1');
    expect(again.body.data).toEqual(answer.body.data);
    expect(await usd(buyer)).toBe(100_000 - 3_750);
    const reused = await cartCheckout(deps, buyer, { ...body, listing_ids: [a.listingId] }, 'cart-1');
    expect(reused.status).toBe(409);

    const path = `/api/payments/cart_orders/${answer.body.data.id}`;
    const read = await buyer.call('GET', path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(answer.body.data);
    expect((await stranger.call('GET', path)).status).toBe(404);
    expect((await buyer.call('GET', '/api/payments/cart_orders/cart-unknown')).status).toBe(404);
  });

  it('refuses an empty cart, duplicates, more than 25, an unknown or own listing and another total', async () => {
    const { listingId } = await listed(1_000);
    const buyer = await bidder(deps, 100_000);
    const refused = async (user: SignedInUser, body: Record<string, unknown>) =>
      (await cartCheckout(deps, user, body)).status;

    expect(await refused(buyer, { listing_ids: [], expected_total_cents: 0 })).toBe(400);
    expect(await refused(buyer, { listing_ids: [listingId, listingId], expected_total_cents: 2_000 })).toBe(
      400,
    );
    const many = Array.from({ length: 26 }, (_, i) => `resale-${i}`);
    expect(await refused(buyer, { listing_ids: many, expected_total_cents: 0 })).toBe(400);
    expect(await refused(buyer, { listing_ids: [listingId] })).toBe(400);
    expect(await refused(buyer, { listing_ids: ['resale-unknown'], expected_total_cents: 1_000 })).toBe(404);
    const own = await cartCheckout(deps, seller, { listing_ids: [listingId], expected_total_cents: 1_000 });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'own_item_purchase', detail: messages.ownItemPurchase });
    const total = await cartCheckout(deps, buyer, { listing_ids: [listingId], expected_total_cents: 999 });
    expect(total.status).toBe(409);
    expect(total.body).toMatchObject({ detail: messages.priceChanged });
    const noCoin = {
      listing_ids: [listingId],
      expected_total_cents: 1_000,
      payment_method: PaymentMethod.prepaidCrypto,
    };
    expect(await refused(buyer, noCoin)).toBe(400);
    // Nothing was bought or charged.
    expect((await getListing(db, listingId))?.status).toBe('active');
    expect(await usd(buyer)).toBe(100_000);
  });

  it('fails a line sold between add and checkout on its own: never charged, the rest bought', async () => {
    const [gone, kept] = [await listed(4_000), await listed(1_200)];
    const early = await bidder(deps, 100_000);
    const buyer = await bidder(deps, 100_000);
    const single = await cartCheckout(deps, early, {
      listing_ids: [gone.listingId],
      expected_total_cents: 4_000,
    });
    expect(single.status).toBe(200);

    const body = { listing_ids: [gone.listingId, kept.listingId], expected_total_cents: 5_200 };
    const answer = await cartCheckout(deps, buyer, body, 'late-cart');
    expect(answer.status).toBe(200);
    const lines = linesOf(answer.body);
    expect(lines[gone.listingId]).toMatchObject({ status: 'failed', reason: 'sold', item_id: null });
    expect(lines[kept.listingId]).toMatchObject({ status: 'bought' });
    expect(answer.body.data.bought_cents).toBe(1_200);
    expect(await usd(buyer)).toBe(100_000 - 1_200);
    expect((await getNftItem(db, gone.itemId))?.owner).toBe(early.user.uuid);
    // A replay changes nothing: still charged once, for the bought line only.
    await cartCheckout(deps, buyer, body, 'late-cart');
    expect(await usd(buyer)).toBe(100_000 - 1_200);
    expect((await getOrder(db, answer.body.data.id))?.priceCents).toBe(1_200);
  });

  it('puts every listing back on sale when the card declines', async () => {
    const [a, b] = [await listed(3_000), await listed(3_100)];
    const buyer = await bidder(deps, 0);
    const card = await saveCard(deps, buyer.user.uuid, TEST_CARDS.chargeDeclined);
    const body = {
      listing_ids: [a.listingId, b.listingId],
      expected_total_cents: 6_100,
      payment_method: PaymentMethod.card,
      card_id: card.cardId,
    };
    const answer = await cartCheckout(deps, buyer, body, 'declined-cart');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: messages.paymentFailed });
    expect((await getListing(db, a.listingId))?.status).toBe('active');
    expect((await getListing(db, b.listingId))?.status).toBe('active');
    const orders = await buyer.call(
      'GET',
      `/api/payments/cart_orders/${(await cartOrderOf(buyer, 'declined-cart')).id}`,
    );
    expect(orders.body).toMatchObject({ status: 'failed', bought_cents: 0 });
    expect(orders.body.lines.map((line: { reason: string }) => line.reason)).toEqual([
      'payment_declined',
      'payment_declined',
    ]);
  });

  it('a cart racing single buyers of the same listings, round after round: each listing sold once', async () => {
    for (let round = 0; round < 4; round++) {
      const listings = [await listed(1_000), await listed(1_100), await listed(1_200)];
      const cartBuyer = await bidder(deps, 100_000);
      const singles = await Promise.all(listings.map(() => bidder(deps, 100_000)));
      const answers = await Promise.all([
        cartCheckout(deps, cartBuyer, {
          listing_ids: listings.map((listing) => listing.listingId),
          expected_total_cents: 3_300,
        }),
        ...listings.map((listing, i) =>
          callAs(deps, (singles[i] as SignedInUser).user, `/api/payments/cart_checkout`, {
            payment_method: PaymentMethod.marketplaceCredit,
            source: 'usd',
            listing_ids: [listing.listingId],
            expected_total_cents: 1_000 + 100 * i,
          }),
        ),
      ]);
      const cart = answers[0];
      expect(cart?.status).toBe(200);
      const lines = linesOf(cart?.body);
      let cartPaid = 0;
      for (const [i, listing] of listings.entries()) {
        const owner = (await getNftItem(db, listing.itemId))?.owner;
        const single = singles[i] as SignedInUser;
        const singlePaid = 100_000 - (await usd(single));
        const line = lines[listing.listingId];
        if (line?.status === 'bought') {
          expect(owner).toBe(cartBuyer.user.uuid);
          expect(singlePaid).toBe(0);
          cartPaid += 1_000 + 100 * i;
        } else {
          expect(line).toMatchObject({ status: 'failed', reason: 'sold' });
          expect(owner).toBe(single.user.uuid);
          expect(singlePaid).toBe(1_000 + 100 * i);
        }
        expect((await getListing(db, listing.listingId))?.status).toBe('sold');
      }
      expect(100_000 - (await usd(cartBuyer))).toBe(cartPaid);
    }
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it("answers 'accepted' with the order when the deadline comes first, and finishes it anyway", async () => {
    const { listingId, itemId } = await listed(1_300);
    const buyer = await bidder(deps, 100_000);
    const answer = await checkoutCart(deps, {
      userUuid: buyer.user.uuid,
      method: { type: 'usd' },
      headers: { 'idempotency-key': 'late' },
      answerWithinMs: 0,
      listingIds: [listingId],
      expectedTotalCents: 1_300,
    });
    expect(answer).toEqual({ status: 'accepted', data: { bid_id: cartOrderId(buyer.user.uuid, 'late') } });
    const path = `/api/payments/cart_orders/${cartOrderId(buyer.user.uuid, 'late')}`;
    await expect
      .poll(async () => (await buyer.call('GET', path)).body.status, { timeout: 10_000 })
      .toBe('completed');
    expect((await getNftItem(db, itemId))?.owner).toBe(buyer.user.uuid);
  });

  it('the recovery sweep finishes a cart order its request left reserving', async () => {
    const { listingId, itemId } = await listed(2_000);
    const buyer = await bidder(deps, 100_000);
    const listing = await getListing(db, listingId);
    const placed = await placeCartOrder(
      deps,
      {
        userUuid: buyer.user.uuid,
        kind: 'cart',
        method: { type: 'usd' },
        idempotencyKey: 'stopped',
        requestParts: [],
      },
      async () => (listing ? [listing] : []),
    );
    expect(placed.status).toBe('reserving');
    await sweepUnfinishedWork(deps, 120_000);
    expect((await getCartOrder(db, placed.id))?.status).toBe('reserving');
    clock.advance(121_000);
    await sweepUnfinishedWork(deps, 120_000);
    expect(await getCartOrder(db, placed.id)).toMatchObject({ status: 'completed' });
    expect((await getNftItem(db, itemId))?.owner).toBe(buyer.user.uuid);
    expect(await usd(buyer)).toBe(100_000 - 2_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

/** The cart order of a buyer's key, as the request's answer would have named it. */
async function cartOrderOf(buyer: SignedInUser, key: string) {
  const order = await getCartOrder(db, cartOrderId(buyer.user.uuid, key));
  if (!order) throw new Error(`No cart order of ${key}`);
  return order;
}
