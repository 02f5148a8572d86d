import { useSWRConfig } from 'swr';
import { isApiError } from '../../../lib/api-client';
import { auctionKey, useAuction } from '../api/get-auction';
import { useNft } from '../api/get-nft';
import { useRefreshAt } from './use-refresh-at';

/**
 * The NFT and its auction (`auctionId`, else the NFT's primary-sale auction), read again at the auction's
 * refresh_at. `missing` when either does not exist.
 */
export function useAuctionPageData(nftId: string, auctionId?: string) {
  const nft = useNft(nftId);
  const id = auctionId ?? nft.data?.auction?.id ?? null;
  const auction = useAuction(id);
  const { mutate } = useSWRConfig();
  useRefreshAt(auction.data?.refresh_at, () => {
    if (id) void mutate(auctionKey(id));
  });

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
