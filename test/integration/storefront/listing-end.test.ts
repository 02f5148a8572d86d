import { beforeAll, describe, expect, it } from 'vitest';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { getStorefrontNft } from '../../../functions/data/storefront-nft';
import {
  LISTING_END,
  listingEndScheduleName,
} from '../../../functions/domain/storefront/listing-end-schedule';
import { fireSchedule } from '../../../functions/schedules/handler';
import { NotificationType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { creator, mintedStorefrontNft, paths, storefrontDeps, uploadedKey } from './support';

const db = await createTestDb();
const { deps, clock, schedules } = storefrontDeps(db);

let maker: SignedInUser & { creatorId: string };
beforeAll(async () => {
  maker = await creator(deps, 'Lena Ends');
  await deps.media.put(uploadedKey(maker.creatorId), new Uint8Array([1, 2, 3]), 'image/png');
});

interface Notice {
  user_uuid: string;
  notification_type: number;
  subject: string;
  auction: { id: string } | null;
  storefront_nft_uuid: string | null;
}

/** The 'auction ended' notices the creator has been sent about the storefront NFT. */
const endNotices = async (uuid: string) =>
  (await listPendingEvents(db, 5_000))
    .filter((event) => event.type === 'NotificationRequested')
    .map((event) => event.detail as unknown as Notice)
    .filter(
      (notice) =>
        notice.user_uuid === maker.user.uuid &&
        notice.notification_type === NotificationType.auctionEnded &&
        notice.storefront_nft_uuid === uuid,
    );

async function listed(uuid: string, body: Record<string, unknown>) {
  // From the test clock's now: the body's check of an end after the start defaults the start to real time.
  const starts = clock.now().toISOString();
  const answer = await maker.call('POST', paths.list(uuid), { price: 20, starts, ...body });
  expect(answer.status).toBe(200);
  return answer.body.listing.auction_id as string;
}

async function buyOne(auctionId: string) {
  const buyer = await bidder(deps, 100_000);
  await acceptFraudCheck(deps, buyer.user.uuid, auctionId, 2_000);
  expect((await callAs(deps, buyer.user, balancePath(auctionId), usdBuyBody(2_000))).status).toBe(200);
}

const fireEnd = (uuid: string, auctionId: string) =>
  fireSchedule(deps, { kind: LISTING_END, payload: { nftUuid: uuid, auctionId } });

describe("a creator's listing ends once, told once", () => {
  it('tells the creator when the last edition sells, and not again at the scheduled end', async () => {
    const uuid = await mintedStorefrontNft(deps, maker, { title: 'Sold Harbour' });
    const ends = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const auctionId = await listed(uuid, { quantity: 2, ends });
    expect(schedules.get(listingEndScheduleName(auctionId))).toMatchObject({
      at: new Date(ends),
      target: { kind: LISTING_END, payload: { nftUuid: uuid, auctionId } },
    });

    await buyOne(auctionId);
    expect(await endNotices(uuid)).toHaveLength(0);
    await buyOne(auctionId);
    const notices = await endNotices(uuid);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'Sold Harbour', auction: { id: auctionId } });
    expect((await getStorefrontNft(db, uuid))?.listing?.endedAt).toBe(clock.now().toISOString());

    clock.advance(3_700_000);
    await fireEnd(uuid, auctionId);
    expect(await endNotices(uuid)).toHaveLength(1);
  });

  it('tells the creator at the end time, once however often the schedule fires', async () => {
    const uuid = await mintedStorefrontNft(deps, maker, { title: 'Timed Harbour' });
    const ends = new Date(clock.now().getTime() + 60_000).toISOString();
    const auctionId = await listed(uuid, { quantity: 3, ends });
    await buyOne(auctionId);
    clock.advance(120_000);
    await Promise.all([fireEnd(uuid, auctionId), fireEnd(uuid, auctionId)]);
    await fireEnd(uuid, auctionId);
    expect(await endNotices(uuid)).toHaveLength(1);
  });

  it('tells of an ended listing nobody told of when the creator lists again, and the old schedule stays quiet', async () => {
    const uuid = await mintedStorefrontNft(deps, maker, { title: 'Relisted Harbour' });
    const first = await listed(uuid, {
      quantity: 1,
      ends: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    clock.advance(120_000);
    const second = await listed(uuid, { quantity: 2 });
    expect(schedules.has(listingEndScheduleName(second))).toBe(false);
    const notices = await endNotices(uuid);
    expect(notices.map((notice) => notice.auction?.id)).toEqual([first]);

    await fireEnd(uuid, first);
    expect(await endNotices(uuid)).toHaveLength(1);
  });

  it('ignores a schedule whose listing was never written', async () => {
    const uuid = await mintedStorefrontNft(deps, maker, { title: 'Unlisted Harbour' });
    await fireEnd(uuid, 'storefront-never-listed');
    expect(await endNotices(uuid)).toHaveLength(0);
  });
});
