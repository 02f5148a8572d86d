import { AuctionType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import { getListing } from '../../data/listing';
import { getNft } from '../../data/nft';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';

/** The drop id a listing read as an auction names: it sells on the marketplace, in no drop. */
export const MARKETPLACE_DROP_ID = 'marketplace';

/**
 * A resale listing as the fixed-price auction of its one item (part 1 §3: the auction's seller{username}), so
 * GET /auction/{id}, the Buy Now checkout page and the fraud check take a listing's id like an auction's. Sold
 * out once sold, removed or held by a checkout. Undefined for an unknown listing.
 */
export async function listingAsAuction(deps: Deps, listingId: string): Promise<AuctionRecord | undefined> {
  const listing = await getListing(deps.db, listingId);
  if (!listing) return undefined;
  const [nft, seller] = await Promise.all([
    getNft(deps.db, listing.nftId),
    getUser(deps.db, listing.sellerUuid),
  ]);
  if (!nft) throw new Error(`Listing ${listing.id} sells an unknown NFT ${listing.nftId}`);
  return {
    id: listing.id,
    dropId: MARKETPLACE_DROP_ID,
    title: listing.title,
    description: nft.description,
    priceCents: listing.priceCents,
    auctionType: AuctionType.fixedPrice,
    starts: listing.createdAt,
    ends: null,
    thumbnailKey: nft.thumbnailKey,
    imageKey: nft.imageKey,
    videoKey: nft.videoKey,
    audioKey: nft.audioKey,
    backgroundImageKey: null,
    initialQuantity: 1,
    availableQuantity: 1,
    soldOut: listing.status !== 'active',
    comingSoonText: null,
    artist: nft.artist,
    blockchainTypes: [nft.blockchainType],
    row: 0,
    nft: {
      id: nft.id,
      type: nft.type,
      resellAllowed: nft.resellAllowed,
      mintedBy: nft.mintedBy,
      hasVault: nft.hasVault,
    },
    highestBidCents: null,
    bidIncrementCents: null,
    minimumWinningBidCents: null,
    amexOnly: false,
    promotionUuid: null,
    maxPerAccount: null,
    physicalItem: null,
    termsKey: null,
    externalUrl: null,
    buttonTitle: null,
    floorPriceCents: null,
    reductionAmountCents: null,
    interval: null,
    seller: { uuid: listing.sellerUuid, username: seller?.username ?? '' },
  };
}
