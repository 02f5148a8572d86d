import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { AuctionPage } from '../components/auction-page';
import { useAuctionPageData } from '../hooks/use-auction-page-data';

/**
 * /nft/{nftId}/{auctionId}/auction, /nft/{nftId}/{nftItemId}/{auctionId}/generative-auction and (without an
 * auction id: the NFT's primary-sale auction) /nft/{nftId}/storefront/auction. An unknown NFT or auction goes to
 * 'Page Not Found'.
 */
export function AuctionRoute({
  nftId,
  auctionId,
  market,
  checkoutPath,
}: {
  nftId: string;
  auctionId?: string;
  /** The NFT's market section (price history, activity), passed in by the app layer. */
  market?: ReactNode;
  /** Where Buy Now goes instead of the auction checkout (the storefront's own checkout). */
  checkoutPath?: string;
}) {
  const { nft, auction, notOnSale, missing, error, retry } = useAuctionPageData(nftId, auctionId);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (error) return <ErrorState message={errorText(error)} onRetry={retry} />;
  if (notOnSale) return <EmptyState title="This NFT is not on sale." />;
  if (!nft || !auction) return <Loader label="Loading NFT" />;
  return <AuctionPage auction={auction} nft={nft} market={market} checkoutPath={checkoutPath} />;
}
