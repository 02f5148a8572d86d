import { describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { putNft } from '../../../functions/data/nft';
import { fireSchedule } from '../../../functions/schedules/handler';
import { WATCH_ENDING_SOON } from '../../../functions/schedules/watch-ending-soon';
import { AuctionType, NotificationType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { putAuctionSale } from '../purchases/auction-support';
import { noticesFor } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const HOUR = 3_600_000;

const sweep = () => fireSchedule(deps, { kind: WATCH_ENDING_SOON, payload: {} });

/** A standard bid auction ending in `endsInMs`, with its NFT pointing at it (its primary sale). */
async function auctionEndingIn(endsInMs: number) {
  const now = clock.now().getTime();
  const { auction, nft } = await putAuctionSale(deps, AuctionType.standard, {
    starts: new Date(now - HOUR).toISOString(),
    ends: new Date(now + endsInMs).toISOString(),
  });
  await transactWrite(db, [putNft(db, { ...nft, auctionId: auction.id })]);
  return { auction, nft };
}

const endingSoonFor = async (userUuid: string) =>
  (await noticesFor(deps, userUuid)).filter(
    (notice) => notice.notification_type === NotificationType.watchedAuctionEndingSoon,
  );

describe("'Auction ending soon' for a watched NFT", () => {
  it('goes out once, an hour before the end, however often the sweep runs or the watch is made again', async () => {
    const { auction, nft } = await auctionEndingIn(3 * HOUR);
    const watcher = await signedInUser(deps);
    expect((await watcher.call('PUT', `/api/watchlist/nfts/${nft.id}`, {})).status).toBe(200);

    await sweep();
    expect(await endingSoonFor(watcher.user.uuid)).toEqual([]);

    clock.advance(2 * HOUR + 60_000);
    await sweep();
    await sweep();
    expect(await endingSoonFor(watcher.user.uuid)).toEqual([
      expect.objectContaining({
        subject: auction.title,
        nft_uuid: nft.id,
        auction: { id: auction.id, title: auction.title },
      }),
    ]);

    // Unwatching and watching again inside the last hour puts it back in the index; the marker keeps it to one.
    await watcher.call('DELETE', `/api/watchlist/nfts/${nft.id}`);
    await watcher.call('PUT', `/api/watchlist/nfts/${nft.id}`, {});
    await sweep();
    expect(await endingSoonFor(watcher.user.uuid)).toHaveLength(1);
  });

  it('goes out at the next sweep for a watch made inside the last hour, and never after the end', async () => {
    const soon = await auctionEndingIn(30 * 60_000);
    const late = await auctionEndingIn(90 * 60_000);
    const watcher = await signedInUser(deps);
    await watcher.call('PUT', `/api/watchlist/nfts/${soon.nft.id}`, {});
    await watcher.call('PUT', `/api/watchlist/nfts/${late.nft.id}`, {});
    await sweep();
    expect((await endingSoonFor(watcher.user.uuid)).map((notice) => notice.nft_uuid)).toEqual([soon.nft.id]);

    // The other auction's alert was due at 30 minutes from now; the sweep is down until after its end.
    clock.advance(2 * HOUR);
    await sweep();
    expect((await endingSoonFor(watcher.user.uuid)).map((notice) => notice.nft_uuid)).toEqual([soon.nft.id]);
  });

  it('never alerts for an auction that is not a bid auction or has ended', async () => {
    const watcher = await signedInUser(deps);
    const { nft } = await auctionEndingIn(-60_000);
    await watcher.call('PUT', `/api/watchlist/nfts/${nft.id}`, {});
    const now = clock.now().getTime();
    const buyNow = await putAuctionSale(deps, AuctionType.fixedPrice, {
      starts: new Date(now - HOUR).toISOString(),
      ends: new Date(now + 30 * 60_000).toISOString(),
    });
    await transactWrite(db, [putNft(db, { ...buyNow.nft, auctionId: buyNow.auction.id })]);
    await watcher.call('PUT', `/api/watchlist/nfts/${buyNow.nft.id}`, {});
    await sweep();
    expect(await endingSoonFor(watcher.user.uuid)).toEqual([]);
  });
});
