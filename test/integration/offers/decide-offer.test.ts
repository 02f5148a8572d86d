import { beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '../../../functions/data/listing';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { OFFER_CANCEL_LOCK_MS } from '../../../shared/domain/constants';
import { NotificationType, OfferStatus } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { saleSplit } from '../../../shared/rules/resale';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf } from '../payment-service/support';
import { listingBody } from '../resale/support';
import {
  collector,
  decide,
  editions,
  noticesFor,
  offered,
  posterNft,
  relayItemActivity,
  statusOf,
  usdOf,
} from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const nft = await posterNft(deps);
const edition = editions(deps, nft);
const FEES = { royaltyBps: nft.resaleRoyaltyBps, platformFeeBps: nft.platformFeeBps };

let owner: SignedInUser;

beforeAll(async () => {
  owner = await collector(deps, 0);
});

describe('PATCH /api/offers/{id}: decline and cancel', () => {
  it('the owner declines: the hold goes back and the maker hears of it; others get 403', async () => {
    const item = await edition(owner.user.uuid);
    const maker = await collector(deps);
    const uuid = await offered(deps, maker, item, 30);
    for (const stranger of [maker, await signedInUser(deps)]) {
      for (const status of ['accept', 'decline'] as const) {
        const refused = await decide(stranger, uuid, status);
        expect(refused.status).toBe(403);
        expect(refused.body.detail).toBe(messages.offerNoLongerAvailable);
      }
    }
    const declined = await decide(owner, uuid, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      message: messages.offerDeclined,
      offer: { status: OfferStatus.declined },
    });
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await noticesFor(deps, maker.user.uuid)).toContain(NotificationType.offerDeclined);
    expect((await decide(owner, uuid, 'decline')).status).toBe(409);
    expect((await decide(owner, uuid, 'accept')).status).toBe(409);
  });

  it('the maker cancels 6 hours after making it, not before (the countdown), and only once', async () => {
    const item = await edition(owner.user.uuid);
    const maker = await collector(deps);
    const uuid = await offered(deps, maker, item, 20);
    expect((await decide(owner, uuid, 'cancel')).status).toBe(403);
    clock.advance(OFFER_CANCEL_LOCK_MS - 60_000);
    const early = await decide(maker, uuid, 'cancel');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      detail: messages.unableToCancelOffer,
      code: 'offer_cancel_locked',
      wait_ms: 60_000,
    });
    expect(Date.parse(early.body.available_at)).toBe(clock.now().getTime() + 60_000);
    clock.advance(60_000);
    const cancelled = await decide(maker, uuid, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(messages.offerCancelled);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await noticesFor(deps, owner.user.uuid)).toContain(NotificationType.offerCancelled);
    const again = await decide(maker, uuid, 'cancel');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.offerAlreadyCanceled);
    expect((await decide(owner, uuid, 'accept')).status).toBe(409);
  });

  it('answers 400 for an unknown status and 404 for an unknown offer', async () => {
    expect((await owner.call('PATCH', '/api/offers/offer-x', { status: 'approve' })).status).toBe(400);
    expect((await decide(owner, 'offer-nothing', 'decline')).status).toBe(404);
  });
});

describe('PATCH /api/offers/{id}: accept', () => {
  it('moves the item and the money with the split; the other offers end and release their holds', async () => {
    const seller = await collector(deps, 0);
    const item = await edition(seller.user.uuid);
    const [buyer, other] = [await collector(deps), await collector(deps)];
    const uuid = await offered(deps, buyer, item, 123.45);
    const otherUuid = await offered(deps, other, item, 100);
    const royaltiesBefore = await balanceOf(deps, { kind: 'royalties', creatorId: nft.artist.id });

    const accepted = await decide(seller, uuid, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      message: messages.offerAccepted,
      offer: { status: OfferStatus.accepted },
    });
    expect(await getNftItem(db, item)).toMatchObject({
      owner: buyer.user.uuid,
      acquisition: { how: 'offer' },
    });
    expect((await getNftItem(db, item))?.lockedForOrder).toBeUndefined();
    const split = saleSplit(12_345, FEES);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: seller.user.uuid })).toBe(split.sellerCents);
    expect((await balanceOf(deps, { kind: 'royalties', creatorId: nft.artist.id })) - royaltiesBefore).toBe(
      split.royaltyCents,
    );
    expect(await usdOf(deps, buyer.user.uuid)).toEqual({ usd: 100_000 - 12_345, held: 0 });
    expect(await getOrder(db, uuid)).toMatchObject({ status: 'paid', priceCents: 12_345, kind: 'offer' });
    expect(await noticesFor(deps, buyer.user.uuid)).toEqual(
      expect.arrayContaining([NotificationType.offerAccepted, NotificationType.nftBought]),
    );
    expect(await noticesFor(deps, seller.user.uuid)).toContain(NotificationType.nftSold);
    // A retry answers the accepted offer.
    expect((await decide(seller, uuid, 'accept')).body.offer.status).toBe(OfferStatus.accepted);

    // The sale's event ends the other offer (made to the seller) and gives its money back.
    expect(await statusOf(db, otherUuid)).toBe('active');
    await relayItemActivity(deps, item);
    await relayItemActivity(deps, item);
    expect(await statusOf(db, otherUuid)).toBe('expired');
    expect(await usdOf(deps, other.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await noticesFor(deps, other.user.uuid)).toEqual([NotificationType.offerExpired]);
    // Offers made to the new owner stay.
    const next = await collector(deps);
    const nextUuid = await offered(deps, next, item, 5);
    await relayItemActivity(deps, item);
    expect(await statusOf(db, nextUuid)).toBe('active');
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('ends the listing of a listed item as sold; a stale offer (made to an earlier owner) is refused', async () => {
    const seller = await collector(deps, 0);
    const item = await edition(seller.user.uuid);
    const [buyer, late] = [await collector(deps), await collector(deps)];
    const stale = await offered(deps, late, item, 9);
    const listed = await seller.call('POST', '/api/auction/create', listingBody(nft.id, item, 50));
    const listingId = listed.body.listing.id;
    await relayItemActivity(deps, item);
    expect(await noticesFor(deps, late.user.uuid)).toEqual([NotificationType.nftPosted]);

    const uuid = await offered(deps, buyer, item, 40);
    expect((await decide(seller, uuid, 'accept')).status).toBe(200);
    expect((await getListing(db, listingId))?.status).toBe('sold');
    expect(await getNftItem(db, item)).toMatchObject({ owner: buyer.user.uuid, listing: null });

    // The new owner cannot accept an offer made to the seller: it ends, its hold released.
    const refused = await decide(buyer, stale, 'accept');
    expect(refused.status).toBe(403);
    expect(await statusOf(db, stale)).toBe('expired');
    expect(await usdOf(deps, late.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
