import * as z from 'zod';
import { NotificationType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import { type TransactItem, tryTransactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { getStorefrontNft, markStorefrontListingEnded } from '../../data/storefront-nft';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

/** The one-time schedule at a listing's end. */
export const LISTING_END = 'storefront-listing-end';
export const listingEndScheduleName = (auctionId: string) => `${LISTING_END}-${auctionId}`;

/** A creator's listing that ended: which storefront NFT, which listing (its Buy Now auction), whose. */
export interface EndedListing {
  nftUuid: string;
  auctionId: string;
  title: string;
  creatorUserUuid: string;
}

/** The creator's 'auction ended' notice (type 12), opening their storefront NFT. */
export const listingEndedNotice = (deps: Pick<Deps, 'db' | 'newId' | 'clock'>, ended: EndedListing) =>
  recordEvent(
    deps.db,
    newEvent(deps, 'NotificationRequested', {
      user_uuid: ended.creatorUserUuid,
      notification_type: NotificationType.auctionEnded,
      subject: ended.title,
      auction: { id: ended.auctionId, title: ended.title },
      storefront_nft_uuid: ended.nftUuid,
    }),
  );

/**
 * The listing's end with its notice, exactly once: the stamp is conditional on the listing being the current one
 * and not yet ended, so whichever comes first (the sale of the last edition, the schedule at the end, a relist)
 * tells the creator, and the others write nothing.
 */
export const listingEndWrites = (
  deps: Pick<Deps, 'db' | 'newId' | 'clock'>,
  ended: EndedListing,
): TransactItem[] => [
  markStorefrontListingEnded(deps.db, ended.nftUuid, ended.auctionId, deps.clock.now().toISOString()),
  listingEndedNotice(deps, ended),
];

/** A storefront auction's listing, for the sale that sells its last edition. */
export const endedListingOfSale = (auction: AuctionRecord): EndedListing | undefined =>
  auction.storefront && {
    nftUuid: auction.storefront.nftUuid,
    auctionId: auction.id,
    title: auction.title,
    creatorUserUuid: auction.storefront.creatorUserUuid,
  };

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
