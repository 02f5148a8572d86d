import type { NftDetail, OwnedItem } from '../../../../../shared/api/schemas/nft';
import { paths } from '../../../config/paths';

/**
 * Where 'Go back' leads from the make and manage offer screens (spec part 1 §2): the generative auction page of
 * the item when the NFT has traits (on the item's listing, else the NFT's own auction), otherwise the NFT's
 * marketplace auction page.
 */
export function offerBackTarget(
  nftId: string,
  nftItemId: string,
  nft: Pick<NftDetail, 'traits' | 'auction'> | undefined,
  item?: Pick<OwnedItem, 'sold_at'>,
): string {
  const auctionId = item?.sold_at?.id ?? nft?.auction?.id;
  if (nft && nft.traits.length > 0 && auctionId)
    return paths.generativeAuction({ nftId, nftItemId, auctionId });
  return paths.marketplaceAuction({ nftId });
}
