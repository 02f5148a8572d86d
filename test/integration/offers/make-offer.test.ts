import { beforeAll, describe, expect, it } from 'vitest';
import { getOffer } from '../../../functions/data/offer';
import { NotificationType, OfferStatus } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { ledgerViolations } from '../ledger/support';
import { saveCard, TEST_CARDS } from '../payment-service/support';
import {
  collector,
  editions,
  itemOffersPath,
  noticesFor,
  OFFERS,
  offerPath,
  pendingOf,
  posterNft,
  postOffer,
  usdOf,
  usdOffer,
} from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const nft = await posterNft(deps);
const edition = editions(deps, nft);

let owner: SignedInUser;
let itemId: string;

beforeAll(async () => {
  owner = await collector(deps, 0);
  itemId = await edition(owner.user.uuid);
});

describe('POST /api/offers/', () => {
  it("holds the amount, tells the owner and records the market's offer event", async () => {
    const maker = await collector(deps);
    const answer = await postOffer(deps, maker.user, usdOffer(itemId, 25.5));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ results: { redirect_url: null }, data: { amount: 25.5 } });
    const offer = await getOffer(db, answer.body.data.uuid);
    expect(offer).toMatchObject({ status: 'active', amountCents: 2_550, makerUuid: maker.user.uuid });
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000 - 2_550, held: 2_550 });
    expect(await noticesFor(deps, owner.user.uuid)).toContain(NotificationType.offerReceived);
    const activity = await pendingOf(deps, 'MarketActivity');
    expect(activity.map((event) => event.detail)).toContainEqual(
      expect.objectContaining({
        kind: 'offer',
        offer_id: offer?.id,
        price_cents: 2_550,
        to_uuid: maker.user.uuid,
      }),
    );
  });

  it('makes one offer per Idempotency-Key, held once; a second open offer on the item is refused', async () => {
    const maker = await collector(deps);
    const body = usdOffer(itemId, 10);
    const [first, again] = await Promise.all([
      postOffer(deps, maker.user, body, 'offer-key-1'),
      postOffer(deps, maker.user, body, 'offer-key-1'),
    ]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data.uuid).toBe(first.body.data.uuid);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 99_000, held: 1_000 });

    const second = await postOffer(deps, maker.user, usdOffer(itemId, 12));
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(messages.offerExists);
    const reused = await postOffer(deps, maker.user, usdOffer(itemId, 11), 'offer-key-1');
    expect(reused.status).toBe(409);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 99_000, held: 1_000 });
  });

  it("refuses an offer on one's own item (403), an unknown or private item (404) and logged-out callers", async () => {
    const own = await postOffer(deps, owner.user, usdOffer(itemId, 5));
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(messages.ownItemOffer);
    const maker = await collector(deps);
    expect((await postOffer(deps, maker.user, usdOffer(`${nft.id}-999`, 5))).status).toBe(404);
    const privateItem = await edition(owner.user.uuid);
    await owner.call('PATCH', `/api/nft/item/${privateItem}`, { visibility: 'private' });
    expect((await postOffer(deps, maker.user, usdOffer(privateItem, 5))).status).toBe(404);
    expect((await callApi(deps, 'POST', OFFERS, usdOffer(itemId, 5))).status).toBe(401);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
  });

  it('refuses new offers while offers are switched off (403), holding nothing', async () => {
    const maker = await collector(deps);
    deps.flags.offersEnabled = false;
    try {
      const answer = await postOffer(deps, maker.user, usdOffer(itemId, 5));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ detail: messages.offersDisabled });
    } finally {
      deps.flags.offersEnabled = true;
    }
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
  });

  it('answers 400 for bad input: under $1, 3 decimals, no coin for crypto, unknown fields types', async () => {
    const maker = await collector(deps);
    const bodies = [
      usdOffer(itemId, 0.5),
      usdOffer(itemId, 1.005),
      usdOffer(itemId, 5, { payment_method: 7 }),
      usdOffer(itemId, 5, { payment_method: 3 }),
      usdOffer(itemId, 5, { source: 'gold' }),
      { amount: 5, payment_method: 2 },
      usdOffer(itemId, Number.NaN),
    ];
    for (const body of bodies) {
      const answer = await postOffer(deps, maker.user, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const low = await postOffer(deps, maker.user, usdOffer(itemId, 0.99));
    expect(low.body.errors[0]).toEqual({ field: 'amount', message: messages.offerMinimum });
  });

  it("says 'Choose another payment method' when the balance is short, and leaves nothing behind", async () => {
    const maker = await collector(deps, 500);
    const short = await postOffer(deps, maker.user, usdOffer(itemId, 6));
    expect(short.status).toBe(409);
    expect(short.body.detail).toBe(messages.chooseAnotherPaymentMethod);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 500, held: 0 });
    // No offer and no guard left: an affordable offer goes through.
    expect((await postOffer(deps, maker.user, usdOffer(itemId, 5))).status).toBe(200);
    const noCard = await postOffer(
      deps,
      (await collector(deps)).user,
      usdOffer(itemId, 5, { payment_method: 1 }),
    );
    expect(noCard.body.detail).toBe(messages.chooseAnotherPaymentMethod);
  });

  it('holds on the default card and shows its details', async () => {
    const maker = await collector(deps, 0);
    await saveCard(deps, maker.user.uuid, TEST_CARDS.approved);
    const answer = await postOffer(deps, maker.user, { nft_item: itemId, amount: 40, payment_method: 1 });
    expect(answer.status).toBe(200);
    const shown = await maker.call('GET', offerPath(answer.body.data.uuid));
    expect(shown.body).toMatchObject({
      payment_method: 1,
      card_details: { last4: '4242', brand: 'visa' },
      amount: 40,
      status: OfferStatus.active,
      is_maker: true,
    });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('reading offers', () => {
  it('shows an offer to its maker and the owner, with the split; 403 for anyone else', async () => {
    const maker = await collector(deps);
    const { body } = await postOffer(deps, maker.user, usdOffer(itemId, 100));
    const uuid = body.data.uuid;
    const seen = await owner.call('GET', offerPath(uuid));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      uuid,
      created_by: { uuid: maker.user.uuid, username: maker.user.username },
      amount: 100,
      seller_receives: 85,
      royalty: 10,
      platform_fee: 5,
      is_maker: false,
      viewed: false,
      nft_item: { id: itemId, nft_id: nft.id, title: nft.title },
    });
    const stranger = await signedInUser(deps);
    const refused = await stranger.call('GET', offerPath(uuid));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(messages.offerNoLongerAvailable);
    expect((await stranger.call('GET', offerPath('offer-nothing'))).status).toBe(404);
  });

  it("lists the item's open offers, newest first, for its owner and only the caller's own for others", async () => {
    const item = await edition(owner.user.uuid);
    const [a, b] = [await collector(deps), await collector(deps)];
    await postOffer(deps, a.user, usdOffer(item, 5));
    await postOffer(deps, b.user, usdOffer(item, 6));
    const mine = await owner.call('GET', itemOffersPath(item));
    expect(mine.body.count).toBe(2);
    expect(mine.body.results.map((offer: { amount: number }) => offer.amount)).toEqual([6, 5]);
    const theirs = await a.call('GET', itemOffersPath(item));
    expect(theirs.body.results.map((offer: { amount: number }) => offer.amount)).toEqual([5]);
    expect((await a.call('GET', itemOffersPath(`${nft.id}-998`))).status).toBe(404);
  });

  it('marks offers viewed for the owner only; My Collection counts open and new offers', async () => {
    const item = await edition(owner.user.uuid);
    const makers = [await collector(deps), await collector(deps)];
    const uuids = [];
    for (const maker of makers)
      uuids.push((await postOffer(deps, maker.user, usdOffer(item, 7))).body.data.uuid);
    const counts = async () => {
      const owned = await owner.call('GET', `/api/nft/${nft.id}/item/${item}`);
      return [owned.body.offers_count, owned.body.new_offers_count];
    };
    expect(await counts()).toEqual([2, 2]);
    expect((await makers[0]?.call('PATCH', '/api/offers/mark_viewed', { uuids }))?.body).toEqual({
      updated: 0,
    });
    expect((await owner.call('PATCH', '/api/offers/mark_viewed', { uuids: [uuids[0]] })).body).toEqual({
      updated: 1,
    });
    expect(await counts()).toEqual([2, 1]);
    expect((await owner.call('PATCH', '/api/offers/mark_viewed', { uuids })).body).toEqual({ updated: 1 });
    expect(await counts()).toEqual([2, 0]);
    const list = await owner.call('GET', '/api/nft/mine');
    expect(list.status).toBe(200);
    expect((await owner.call('PATCH', '/api/offers/mark_viewed', { uuids: [] })).status).toBe(400);
  });

  it("shows the caller's open offer on the NFT's editions table", async () => {
    const item = await edition(owner.user.uuid);
    const maker = await collector(deps);
    const uuid = (await postOffer(deps, maker.user, usdOffer(item, 8))).body.data.uuid;
    const table = await maker.call('GET', `/api/nft/marketplace/${nft.id}?start=0&limit=20`);
    expect(table.status).toBe(200);
    const row = table.body.results.find((edition: { id: string }) => edition.id === item);
    expect(row?.offer).toEqual({ uuid });
  });
});
