import { AuctionType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import { getListing } from '../../data/listing';
import { getNft } from '../../data/nft';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { nftSaleAuction } from '../listings/nft-sale-auction';

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
  return nftSaleAuction(nft, {
    id: listing.id,
    dropId: MARKETPLACE_DROP_ID,
    title: listing.title,
    priceCents: listing.priceCents,
    auctionType: AuctionType.fixedPrice,
    starts: listing.createdAt,
    ends: null,
    audioKey: nft.audioKey,
    initialQuantity: 1,
    availableQuantity: 1,
    soldOut: listing.status !== 'active',
    seller: { uuid: listing.sellerUuid, username: seller?.username ?? '' },
  });
}
