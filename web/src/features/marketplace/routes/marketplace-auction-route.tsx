import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useNft } from '../../../lib/nfts/get-nft';
import { MarketplaceAuctionPage, MarketplaceAuctionSkeleton } from '../components/marketplace-auction-page';

/**
 * /nft/{nftId}/marketplace-auction: the NFT's resale market, reached from the collection page's cards. An
 * unknown NFT goes to 'Page Not Found'.
 */
export function MarketplaceAuctionRoute({
  nftId,
  market,
  watch,
}: {
  nftId: string;
  market?: ReactNode;
  /** The watch toggle, passed in by the app layer. */
  watch?: ReactNode;
}) {
  const { data: nft, error, mutate } = useNft(nftId);
  const [, navigate] = useLocation();
  const missing = isApiError(error, 404);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (nft) return <MarketplaceAuctionPage nft={nft} market={market} watch={watch} />;
  if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  return <MarketplaceAuctionSkeleton />;
}
