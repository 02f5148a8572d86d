import { isApiError } from '../../../lib/api-client';
import { useAuction } from '../../../lib/auctions/get-auction';
import { useNft } from '../../../lib/nfts/get-nft';

/**
 * The NFT and its auction (`auctionId`, else the NFT's primary-sale auction; read again at its refresh_at). `missing` when either does not exist.
 */
export function useAuctionPageData(nftId: string, auctionId?: string) {
  const nft = useNft(nftId);
  const id = auctionId ?? nft.data?.auction?.id ?? null;
  const auction = useAuction(id);

  const error = nft.error ?? auction.error;
  return {
    nft: nft.data,
    auction: auction.data,
    /** The NFT has no auction to show (a storefront page of an NFT not on sale). */
    notOnSale: nft.data !== undefined && id === null,
    missing: isApiError(error, 404),
    error,
    retry: () => {
      void nft.mutate();
      void auction.mutate();
    },
  };
}
