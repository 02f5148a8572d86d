import type { Listing } from '../../../shared/api/schemas/listings';
import type { ListingRecord } from '../../data/listing';
import { listingShares } from '../../domain/listings/manage-listing';
import { centsToUsd } from '../../domain/money';

/** A listing as its seller sees it: the price, what they receive of it and the fee percentages. */
export function listingView(listing: ListingRecord): Listing {
  const shares = listingShares(listing);
  return {
    id: listing.id,
    nft_id: listing.nftId,
    nft_item: listing.itemId,
    sequence: listing.sequence,
    title: listing.title,
    price: centsToUsd(listing.priceCents),
    seller_receives: centsToUsd(shares.sellerCents),
    royalty: shares.royaltyPercent,
    platform_fee: shares.platformFeePercent,
    status: listing.status,
    created_at: listing.createdAt,
  };
}
