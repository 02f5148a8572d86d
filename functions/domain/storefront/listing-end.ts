import { NotificationType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import type { TransactItem } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { markStorefrontListingEnded } from '../../data/storefront-nft';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

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
