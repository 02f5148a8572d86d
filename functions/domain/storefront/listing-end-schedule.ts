import * as z from '../../../shared/zod';
import { tryTransactWrite } from '../../data/db';
import { getStorefrontNft } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { listingEndWrites } from './listing-end';

/** The one-time schedule at a listing's end (apart from listing-end.ts, which the purchase path bundles). */
export const LISTING_END = 'storefront-listing-end';
export const listingEndScheduleName = (auctionId: string) => `${LISTING_END}-${auctionId}`;

/** Schedules the end of a listing with an end time; made before the listing is written (a lone schedule no-ops). */
export async function scheduleListingEnd(
  deps: Pick<Deps, 'scheduler'>,
  listing: { nftUuid: string; auctionId: string; endsAt: string | null },
): Promise<void> {
  if (listing.endsAt === null) return;
  await deps.scheduler.scheduleOnce({
    name: listingEndScheduleName(listing.auctionId),
    at: new Date(listing.endsAt),
    target: { kind: LISTING_END, payload: { nftUuid: listing.nftUuid, auctionId: listing.auctionId } },
  });
}

const payloadSchema = z.object({ nftUuid: z.string(), auctionId: z.string() });

/** The schedule at a listing's end: tells the creator, unless the listing sold out, was replaced or never written. */
export async function applyListingEnd(deps: Deps, payload: unknown): Promise<void> {
  const { nftUuid, auctionId } = payloadSchema.parse(payload);
  const record = await getStorefrontNft(deps.db, nftUuid);
  const listing = record?.listing;
  if (!record || listing?.auctionId !== auctionId || listing.endedAt) return;
  await tryTransactWrite(
    deps.db,
    listingEndWrites(deps, {
      nftUuid,
      auctionId,
      title: record.title,
      creatorUserUuid: record.creatorUserUuid,
    }),
  );
}
