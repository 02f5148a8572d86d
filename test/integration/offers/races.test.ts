import { beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '../../../functions/data/listing';
import { getNftItem } from '../../../functions/data/nft-item';
import { fireSchedule } from '../../../functions/schedules/handler';
import { offerExpirySchedule } from '../../../functions/schedules/offer-expiry';
import { OFFER_CANCEL_LOCK_MS, OFFER_LIFETIME_MS } from '../../../shared/domain/constants';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { ledgerViolations } from '../ledger/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { listingBody } from '../resale/support';
import { collector, decide, editions, offered, posterNft, statusOf, usdOf } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const nft = await posterNft(deps);
const edition = editions(deps, nft);

let seller: SignedInUser;

beforeAll(async () => {
  seller = await collector(deps, 0);
});

/** Each maker's hold is either captured (the buyer) or back in full. */
async function expectHoldsSettled(
  makers: SignedInUser[],
  buyerUuid: string | undefined,
  amountCents: number,
) {
  for (const maker of makers) {
    const expected = maker.user.uuid === buyerUuid ? 100_000 - amountCents : 100_000;
    expect(await usdOf(deps, maker.user.uuid)).toMatchObject({ usd: expected });
  }
  expect(await ledgerViolations(db)).toEqual([]);
}

describe('offer races', () => {
  it('accepting several offers on one item at once sells it once', async () => {
    const item = await edition(seller.user.uuid);
    const makers = await Promise.all([1, 2, 3, 4].map(() => collector(deps)));
    const uuids = [];
    for (const maker of makers) uuids.push(await offered(deps, maker, item, 10));
    const answers = await Promise.all(uuids.map((uuid) => decide(seller, uuid, 'accept')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect([403, 409]).toContain(answer.status);
    const owner = (await getNftItem(db, item))?.owner;
    expect(makers.map((maker) => maker.user.uuid)).toContain(owner);
    const statuses = await Promise.all(uuids.map((uuid) => statusOf(db, uuid)));
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1);
    // The losers' holds stay until the sale's event ends their offers.
    for (const maker of makers.filter((m) => m.user.uuid !== owner))
      expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 99_000, held: 1_000 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('an accept racing the expiry has one outcome', async () => {
    for (let round = 0; round < 3; round++) {
      const item = await edition(seller.user.uuid);
      const maker = await collector(deps);
      const uuid = await offered(deps, maker, item, 15);
      clock.advance(OFFER_LIFETIME_MS - 1);
      const [accept] = await Promise.all([
        decide(seller, uuid, 'accept'),
        (async () => {
          clock.advance(1);
          await fireSchedule(deps, offerExpirySchedule.target);
        })(),
      ]);
      const status = await statusOf(db, uuid);
      expect(['accepted', 'expired']).toContain(status);
      expect(accept.status === 200).toBe(status === 'accepted');
      const owner = (await getNftItem(db, item))?.owner;
      expect(owner).toBe(status === 'accepted' ? maker.user.uuid : seller.user.uuid);
      await expectHoldsSettled([maker], status === 'accepted' ? maker.user.uuid : undefined, 1_500);
    }
  });

  it("an accept racing the maker's cancel has one outcome", async () => {
    const item = await edition(seller.user.uuid);
    const maker = await collector(deps);
    const uuid = await offered(deps, maker, item, 12);
    clock.advance(OFFER_CANCEL_LOCK_MS);
    const [accept, cancel] = await Promise.all([
      decide(seller, uuid, 'accept'),
      decide(maker, uuid, 'cancel'),
    ]);
    expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
    const status = await statusOf(db, uuid);
    expect(status).toBe(accept.status === 200 ? 'accepted' : 'cancelled');
    await expectHoldsSettled([maker], status === 'accepted' ? maker.user.uuid : undefined, 1_200);
  });

  it('an accept racing a resale purchase of the listed item or its delisting has one outcome', async () => {
    for (const rival of ['purchase', 'delist'] as const) {
      const item = await edition(seller.user.uuid);
      const listed = await seller.call('POST', '/api/auction/create', listingBody(nft.id, item, 30));
      const listingId: string = listed.body.listing.id;
      const maker = await collector(deps);
      const uuid = await offered(deps, maker, item, 20);
      const buyer = await collector(deps);
      await acceptFraudCheck(deps, buyer.user.uuid, listingId, 3_000);
      const [accept, other] = await Promise.all([
        decide(seller, uuid, 'accept'),
        rival === 'purchase'
          ? callAs(deps, buyer.user, balancePath(listingId), usdBuyBody(3_000))
          : seller.call('DELETE', `/api/auction/${listingId}/delete`),
      ]);
      const owner = (await getNftItem(db, item))?.owner;
      const listing = await getListing(db, listingId);
      // A purchase and an accept exclude each other; a delisting may come first and the accept after it.
      if (rival === 'purchase')
        expect([accept.status, other.status].filter((s) => s === 200)).toHaveLength(1);
      if (accept.status === 200) {
        expect(owner).toBe(maker.user.uuid);
        expect(listing?.status).toBe(other.status === 200 ? 'cancelled' : 'sold');
        expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 100_000, held: 0 });
      } else {
        expect(other.status).toBe(200);
        expect(await statusOf(db, uuid)).toBe('active');
        expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 98_000, held: 2_000 });
        expect(owner).toBe(rival === 'purchase' ? buyer.user.uuid : seller.user.uuid);
      }
      expect(await ledgerViolations(db)).toEqual([]);
    }
  });
});
