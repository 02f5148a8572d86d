import { beforeAll, describe, expect, it } from 'vitest';
import { getCollectionOffer } from '../../../functions/data/collection-offer';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOffer } from '../../../functions/data/offer';
import { acceptCollectionOffer } from '../../../functions/domain/offers/accept-collection-offer';
import { cancelCollectionOffer } from '../../../functions/domain/offers/end-collection-offer';
import { makeCollectionOffer } from '../../../functions/domain/offers/make-collection-offer';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { fireSchedule } from '../../../functions/schedules/handler';
import { offerExpirySchedule } from '../../../functions/schedules/offer-expiry';
import { OFFER_CANCEL_LOCK_MS, OFFER_LIFETIME_MS } from '../../../shared/domain/constants';
import { NotificationType, OfferStatus, PaymentMethod } from '../../../shared/domain/enums';
import { fillMessage, messages } from '../../../shared/domain/messages';
import { saleSplit } from '../../../shared/rules/resale';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { nftOf } from '../collection/support';
import { flakyDb, InjectedFailure, ledgerViolations } from '../ledger/support';
import { balanceOf } from '../payment-service/support';
import { collector, editions, noticesFor, posterNft, usdOf } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
// The poster: collection-soundstage, traits Midnight Blue (1) and Guitar Pick (27); 10% royalty, 5% platform fee.
const nft = await posterNft(deps);
const poster = editions(deps, nft);
// Same collection, other traits (Golden Hour, Lyric Sheet).
const lyricSheet = editions(deps, await nftOf(deps, 'nft-midnight-lyric-sheet'));
const COLLECTION = nft.collectionId;
const MIDNIGHT_BLUE = { type: 1, value: 'Midnight Blue' };

const OFFERS = '/api/offers/collection/';
const offerPath = (id: string) => `/api/offers/collection_offer/${id}`;
const collectionPath = (id: string) => `/api/offers/collection/${id}`;
const matchingPath = (itemId: string) => `/api/offers/nft_item/${itemId}/collection_offers`;

const body = (extra: Record<string, unknown> = {}) => ({
  collection_id: COLLECTION,
  amount: 10,
  quantity: 1,
  payment_method: PaymentMethod.marketplaceCredit,
  source: 'usd',
  ...extra,
});

async function offered(maker: SignedInUser, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await maker.call('POST', OFFERS, body(extra));
  if (answer.status !== 200) throw new Error(`collection offer refused: ${JSON.stringify(answer.body)}`);
  return answer.body.uuid;
}

const accept = (owner: SignedInUser, offerId: string, itemId: string) =>
  owner.call('PATCH', offerPath(offerId), { status: 'accept', nft_item: itemId });

const listed = async (collectionId = COLLECTION) =>
  (await callApi(deps, 'GET', collectionPath(collectionId))).body;

let maker: SignedInUser;

beforeAll(async () => {
  maker = await collector(deps);
});

describe('POST /api/offers/collection/', () => {
  it('holds every unit and shows the offer on the collection, best price first', async () => {
    const other = await collector(deps);
    const uuid = await offered(maker, { amount: 10, quantity: 3 });
    const better = await offered(other, { amount: 12, quantity: 1, trait: MIDNIGHT_BLUE });
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 97_000, held: 3_000 });
    const { results } = await listed();
    expect(results.map((offer: { uuid: string }) => offer.uuid)).toEqual([better, uuid]);
    expect(results[0]).toMatchObject({
      amount: 12,
      quantity: 1,
      units_left: 1,
      trait: { type: 1, value: 'Midnight Blue', title: expect.any(String) },
      status: OfferStatus.active,
      is_maker: false,
    });
    const asMaker = await maker.call('GET', collectionPath(COLLECTION));
    expect(asMaker.body.results[1]).toMatchObject({ uuid, units_left: 3, is_maker: true, trait: null });
    clock.advance(OFFER_CANCEL_LOCK_MS);
    for (const [who, id] of [
      [maker, uuid],
      [other, better],
    ] as const)
      expect((await who.call('PATCH', offerPath(id), { status: 'cancel' })).status).toBe(200);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
  });

  it('refuses bad amounts, quantities, traits and collections with nothing held', async () => {
    const quantity = fillMessage(messages.collectionOfferQuantity, { max: 25 });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 0.5 }, 400, messages.offerMinimum],
      [{ amount: 10.005 }, 400, messages.salePriceDecimals],
      [{ quantity: 0 }, 400, quantity],
      [{ quantity: 26 }, 400, quantity],
      [{ quantity: 1.5 }, 400, quantity],
      [{ trait: { type: 1, value: 'Nowhere' } }, 400, messages.offerTraitUnknown],
      [{ collection_id: 'collection-nowhere' }, 404, messages.collectionNotFound],
    ];
    for (const [extra, status, message] of cases) {
      const answer = await maker.call('POST', OFFERS, body(extra));
      expect(answer.status).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await callApi(deps, 'POST', OFFERS, body())).status).toBe(401);
    expect((await callApi(deps, 'GET', collectionPath('collection-nowhere'))).status).toBe(404);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
  });

  it('a balance short of every unit releases the units held and makes no offer', async () => {
    const poor = await collector(deps, 2_500);
    const answer = await poor.call('POST', OFFERS, body({ quantity: 3 }));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await usdOf(deps, poor.user.uuid)).toEqual({ usd: 2_500, held: 0 });
    expect((await listed()).count).toBe(0);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('PATCH /api/offers/collection/{id}: accept', () => {
  it('owners of matching items each sell one unit; the last one fills the offer', async () => {
    const buyer = await collector(deps);
    const [first, second] = [await collector(deps, 0), await collector(deps, 0)];
    const [itemA, itemB] = [await poster(first.user.uuid), await poster(second.user.uuid)];
    const uuid = await offered(buyer, { quantity: 2, trait: MIDNIGHT_BLUE });

    const matching = await first.call('GET', matchingPath(itemA));
    const split = saleSplit(1_000, { royaltyBps: nft.resaleRoyaltyBps, platformFeeBps: nft.platformFeeBps });
    expect(matching.body.results).toEqual([
      expect.objectContaining({ uuid, seller_receives: split.sellerCents / 100, units_left: 2 }),
    ]);

    const one = await accept(first, uuid, itemA);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ message: messages.offerAccepted, offer: { units_left: 1 } });
    expect((await getNftItem(db, itemA))?.owner).toBe(buyer.user.uuid);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: first.user.uuid })).toBe(split.sellerCents);
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 98_000, held: 1_000 });

    const two = await accept(second, uuid, itemB);
    expect(two.body.offer).toMatchObject({ units_left: 0, status: OfferStatus.accepted });
    expect((await getNftItem(db, itemB))?.owner).toBe(buyer.user.uuid);
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 98_000, held: 0 });
    expect((await getCollectionOffer(db, uuid))?.status).toBe('filled');
    expect((await listed()).results.map((offer: { uuid: string }) => offer.uuid)).not.toContain(uuid);
    const buyerNotices = await noticesFor(deps, buyer.user.uuid);
    expect(buyerNotices.filter((type) => type === NotificationType.offerAccepted)).toHaveLength(2);
    expect(await noticesFor(deps, second.user.uuid)).toContain(NotificationType.nftSold);
    // Filled: nothing left to accept.
    const third = await collector(deps, 0);
    expect((await accept(third, uuid, await poster(third.user.uuid))).status).toBe(409);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it("refuses others' items, the maker's own, items that do not match, and a missing item", async () => {
    const buyer = await collector(deps);
    const owner = await collector(deps, 0);
    const stranger = await collector(deps, 0);
    const item = await poster(owner.user.uuid);
    const goldenHour = await lyricSheet(owner.user.uuid);
    const ownItem = await poster(buyer.user.uuid);
    const uuid = await offered(buyer, { trait: MIDNIGHT_BLUE });

    expect((await accept(stranger, uuid, item)).status).toBe(403);
    expect((await accept(buyer, uuid, ownItem)).body.detail).toBe(messages.ownItemOffer);
    const mismatch = await accept(owner, uuid, goldenHour);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.detail).toBe(messages.offerItemMismatch);
    expect((await owner.call('PATCH', offerPath(uuid), { status: 'accept' })).status).toBe(400);
    expect((await accept(owner, 'coffer-nowhere', item)).status).toBe(404);
    // The matching list is the owner's only, and leaves out what the item does not match.
    expect((await stranger.call('GET', matchingPath(item))).status).toBe(403);
    expect((await owner.call('GET', matchingPath(goldenHour))).body.results).toEqual([]);
    expect((await getNftItem(db, item))?.owner).toBe(owner.user.uuid);
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 99_000, held: 1_000 });
  });

  it('two owners racing for the last unit make one sale, one transfer and one capture', async () => {
    for (let round = 0; round < 4; round++) {
      const buyer = await collector(deps);
      const owners = [await collector(deps, 0), await collector(deps, 0)];
      const items = await Promise.all(owners.map((owner) => poster(owner.user.uuid)));
      const uuid = await offered(buyer);
      const answers = await Promise.all(owners.map((owner, i) => accept(owner, uuid, items[i] as string)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.find((answer) => answer.status !== 200)?.status).toBe(409);
      const moved = await Promise.all(items.map(async (item) => (await getNftItem(db, item))?.owner));
      expect(moved.filter((owner) => owner === buyer.user.uuid)).toHaveLength(1);
      expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 99_000, held: 0 });
      const credits = await Promise.all(
        owners.map((owner) => balanceOf(deps, { kind: 'credit', userUuid: owner.user.uuid })),
      );
      expect(credits.filter((cents) => cents > 0)).toHaveLength(1);
    }
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('PATCH /api/offers/collection/{id}: cancel and expiry', () => {
  it('the maker cancels 6 hours after making it, once; others cannot', async () => {
    const buyer = await collector(deps);
    const other = await collector(deps);
    const uuid = await offered(buyer, { quantity: 2 });
    const early = await buyer.call('PATCH', offerPath(uuid), { status: 'cancel' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ detail: messages.unableToCancelOffer, wait_ms: OFFER_CANCEL_LOCK_MS });
    clock.advance(OFFER_CANCEL_LOCK_MS);
    expect((await other.call('PATCH', offerPath(uuid), { status: 'cancel' })).status).toBe(403);
    const cancelled = await buyer.call('PATCH', offerPath(uuid), { status: 'cancel' });
    expect(cancelled.body).toMatchObject({
      message: messages.offerCancelled,
      offer: { status: OfferStatus.cancelled },
    });
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    const again = await buyer.call('PATCH', offerPath(uuid), { status: 'cancel' });
    expect(again.body.detail).toBe(messages.offerAlreadyCanceled);
  });

  it('expiry releases the units left exactly once and tells the maker', async () => {
    const buyer = await collector(deps);
    const owner = await collector(deps, 0);
    const uuid = await offered(buyer, { quantity: 3 });
    expect((await accept(owner, uuid, await poster(owner.user.uuid))).status).toBe(200);
    clock.advance(OFFER_LIFETIME_MS);
    await Promise.all([
      fireSchedule(deps, offerExpirySchedule.target),
      fireSchedule(deps, offerExpirySchedule.target),
    ]);
    await fireSchedule(deps, offerExpirySchedule.target);
    expect((await getCollectionOffer(db, uuid))?.status).toBe('expired');
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 99_000, held: 0 });
    const expiries = (await noticesFor(deps, buyer.user.uuid)).filter(
      (type) => type === NotificationType.offerExpired,
    );
    expect(expiries).toHaveLength(1);
    expect((await listed()).results.map((offer: { uuid: string }) => offer.uuid)).not.toContain(uuid);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('collection offers left half-done', () => {
  const LEASE_MS = 120_000;
  /** A db whose `failing`-th transaction from now never reaches the table. */
  const crashingAt = (failing: number) => {
    let transactions = 0;
    return { ...deps, db: flakyDb(db, () => (++transactions === failing ? 'before' : 'none')) };
  };
  const sweep = async () => {
    clock.advance(LEASE_MS + 1);
    await Promise.all([sweepUnfinishedWork(deps, LEASE_MS), sweepUnfinishedWork(deps, LEASE_MS)]);
  };

  it('an offer whose holds were being placed opens on the sweep, every unit held once', async () => {
    const buyer = await collector(deps);
    const making = makeCollectionOffer(crashingAt(4), {
      makerUuid: buyer.user.uuid,
      collectionId: COLLECTION,
      trait: null,
      amountCents: 1_000,
      quantity: 3,
      method: { type: 'usd' },
      idempotencyKey: 'crash-while-placing',
    });
    await expect(making).rejects.toBeInstanceOf(InjectedFailure);
    const { results } = await listed();
    expect(
      results.filter((offer: { created_by: { uuid: string } }) => offer.created_by.uuid === buyer.user.uuid),
    ).toEqual([]);
    await sweep();
    const opened = (await listed()).results.find(
      (offer: { created_by: { uuid: string } }) => offer.created_by.uuid === buyer.user.uuid,
    );
    expect(opened).toMatchObject({ units_left: 3, status: OfferStatus.active });
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 97_000, held: 3_000 });
    clock.advance(OFFER_CANCEL_LOCK_MS);
    await cancelCollectionOffer(deps, opened.uuid, buyer.user.uuid);
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 100_000, held: 0 });
  });

  it("a unit's sale interrupted after the take is completed by the sweep: the item and the money move once", async () => {
    const buyer = await collector(deps);
    const owner = await collector(deps, 0);
    const item = await poster(owner.user.uuid);
    const uuid = await offered(buyer, { quantity: 2 });
    // The take and the hold's capturing step commit; the capture's transaction never reaches the table.
    const accepting = acceptCollectionOffer(crashingAt(3), {
      offerId: uuid,
      ownerUuid: owner.user.uuid,
      itemId: item,
    });
    await expect(accepting).rejects.toBeInstanceOf(InjectedFailure);
    expect((await getNftItem(db, item))?.lockedForOrder).toBe(`${uuid}-1`);
    expect((await getOffer(db, `${uuid}-1`))?.status).toBe('accepting');
    await sweep();
    expect((await getOffer(db, `${uuid}-1`))?.status).toBe('accepted');
    expect(await getNftItem(db, item)).toMatchObject({ owner: buyer.user.uuid });
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 98_000, held: 1_000 });
    expect((await getCollectionOffer(db, uuid))?.unitsLeft).toBe(1);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('a cancel whose release was interrupted gives the units back on the sweep', async () => {
    const buyer = await collector(deps);
    const uuid = await offered(buyer, { quantity: 2 });
    clock.advance(OFFER_CANCEL_LOCK_MS);
    await expect(cancelCollectionOffer(crashingAt(2), uuid, buyer.user.uuid)).rejects.toBeInstanceOf(
      InjectedFailure,
    );
    expect((await getCollectionOffer(db, uuid))?.status).toBe('cancelled');
    await sweep();
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
