import type { AuctionRecord } from '../../../functions/data/auction';
import type { Db } from '../../../functions/data/db';
import { transactWrite } from '../../../functions/data/db';
import { type NftRecord, putNft } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import type { Deps } from '../../../functions/lib/deps';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import type { SignedInUser } from '../account/support';
import { createAuction, usdBid } from '../bids/support';

const demoNft = buildDemoCatalog(new Date('2026-06-01T00:00:00.000Z')).nfts[0];

/** A bid auction with an NFT of `editions` editions of its own; the test clock is inside its bidding window. */
export async function closableAuction(
  deps: Deps,
  id: string,
  overrides: Partial<AuctionRecord> = {},
  editions = 10,
): Promise<{ auction: AuctionRecord; nft: NftRecord }> {
  if (!demoNft) throw new Error('The demo catalogue has no NFT');
  const nft: NftRecord = { ...demoNft, id: `nft-${id}`, quantity: editions };
  await transactWrite(deps.db, [putNft(deps.db, nft)]);
  const auction = await createAuction(deps, id, overrides);
  return { auction, nft };
}

/** Places `dollars` from prepaid USD through the API; fails the test when the bid is refused. */
export async function placeUsdBid(user: SignedInUser, auctionId: string, dollars: number) {
  const answer = await user.call('POST', `/api/auction/${auctionId}/bid`, usdBid(dollars));
  if (answer.status !== 200) throw new Error(`Bid of ${dollars} refused: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The notifications of one auction in the outbox: [user, type] pairs. */
export async function noticesOf(db: Db, auctionId: string): Promise<[string, number][]> {
  return (await listPendingEvents(db, 1_000))
    .filter(
      (event) =>
        event.type === 'NotificationRequested' &&
        (event.detail.auction as { id: string } | undefined)?.id === auctionId,
    )
    .map((event) => [String(event.detail.user_uuid), Number(event.detail.notification_type)]);
}

/** The owner of edition `sequence` of `nft`, or null while the platform holds it. */
export const ownerOf = async (db: Db, nft: NftRecord, sequence: number) =>
  (await getNftItem(db, `${nft.id}-${sequence}`))?.owner ?? null;
