import { describe, expect, it } from 'vitest';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOffer } from '../../../functions/data/offer';
import { acceptOffer } from '../../../functions/domain/offers/accept-offer';
import { endActiveOffer } from '../../../functions/domain/offers/end-offer';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { fireSchedule } from '../../../functions/schedules/handler';
import { offerExpirySchedule } from '../../../functions/schedules/offer-expiry';
import { standingSchedules } from '../../../functions/schedules/standing';
import { OFFER_LIFETIME_MS } from '../../../shared/domain/constants';
import { NotificationType, OfferStatus } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { flakyDb, InjectedFailure, ledgerViolations } from '../ledger/support';
import {
  collector,
  decide,
  editions,
  noticesFor,
  offered,
  offerPath,
  posterNft,
  statusOf,
  usdOf,
} from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const nft = await posterNft(deps);
const edition = editions(deps, nft);
const LEASE_MS = 120_000;

describe('offer expiry', () => {
  it('is a standing schedule', () => {
    expect(standingSchedules).toContainEqual(offerExpirySchedule);
  });

  it('ends offers at expires_at, releases their holds and tells the makers, once', async () => {
    const owner = await collector(deps, 0);
    const item = await edition(owner.user.uuid);
    const maker = await collector(deps);
    const uuid = await offered(deps, maker, item, 25);
    const { expires_at } = (await maker.call('GET', offerPath(uuid))).body;
    expect(Date.parse(expires_at)).toBe(clock.now().getTime() + OFFER_LIFETIME_MS);

    clock.advance(OFFER_LIFETIME_MS - 1_000);
    await fireSchedule(deps, offerExpirySchedule.target);
    expect(await statusOf(db, uuid)).toBe('active');

    clock.advance(1_000);
    await Promise.all([
      fireSchedule(deps, offerExpirySchedule.target),
      fireSchedule(deps, offerExpirySchedule.target),
    ]);
    expect(await statusOf(db, uuid)).toBe('expired');
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await noticesFor(deps, maker.user.uuid)).toEqual([NotificationType.offerExpired]);
    const accept = await decide(owner, uuid, 'accept');
    expect(accept.status).toBe(409);
    expect((await maker.call('GET', offerPath(uuid))).body.status).toBe(OfferStatus.expired);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('an accept left half-done', () => {
  it('is completed by the recovery sweep after the lease: the item and the money move once', async () => {
    const owner = await collector(deps, 0);
    const item = await edition(owner.user.uuid);
    const maker = await collector(deps);
    const uuid = await offered(deps, maker, item, 50);
    // The lock and the hold's capturing step commit; the capture's transaction never reaches the table.
    let transactions = 0;
    const crashing = { ...deps, db: flakyDb(db, () => (++transactions === 3 ? 'before' : 'none')) };
    await expect(acceptOffer(crashing, uuid, owner.user.uuid)).rejects.toBeInstanceOf(InjectedFailure);
    expect(await statusOf(db, uuid)).toBe('accepting');
    expect((await getNftItem(db, item))?.lockedForOrder).toBe(uuid);
    // Locked: the owner cannot list or hide it meanwhile.
    expect((await owner.call('PATCH', `/api/nft/item/${item}`, { visibility: 'private' })).status).not.toBe(
      200,
    );

    await sweepUnfinishedWork(deps, LEASE_MS);
    expect(await statusOf(db, uuid)).toBe('accepting');
    clock.advance(LEASE_MS + 1);
    await Promise.all([sweepUnfinishedWork(deps, LEASE_MS), sweepUnfinishedWork(deps, LEASE_MS)]);
    expect(await getOffer(db, uuid)).toMatchObject({ status: 'accepted' });
    expect(await getNftItem(db, item)).toMatchObject({ owner: maker.user.uuid });
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 95_000, held: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('an end whose release was interrupted gives the money back on the sweep', async () => {
    const owner = await collector(deps, 0);
    const item = await edition(owner.user.uuid);
    const maker = await collector(deps);
    const uuid = await offered(deps, maker, item, 20);
    let transactions = 0;
    const crashing = { ...deps, db: flakyDb(db, () => (++transactions === 2 ? 'before' : 'none')) };
    const offer = await getOffer(db, uuid);
    if (!offer) throw new Error('no offer');
    await expect(endActiveOffer(crashing, offer, 'declined')).rejects.toBeInstanceOf(InjectedFailure);
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 98_000, held: 2_000 });
    clock.advance(LEASE_MS + 1);
    await sweepUnfinishedWork(deps, LEASE_MS);
    expect(await statusOf(db, uuid)).toBe('declined');
    expect(await usdOf(deps, maker.user.uuid)).toEqual({ usd: 100_000, held: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
