import type { ReactNode } from 'react';
import type { StorefrontNft } from '../../../../../shared/api/schemas/storefront';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { errorText, isApiError } from '../../../lib/api-client';
import { useStorefrontNft } from '../api/get-storefront-nft';

export interface StorefrontListingProps {
  nftId: string;
  /**
   * The page, given the creator's storefront NFT (its auction_id is the Buy Now listing that sells it), or null for
   * an NFT no creator sells (or while creators are off): the page then uses the NFT's own primary-sale auction.
   */
  children: (nft: StorefrontNft | null) => ReactNode;
}

/** The storefront NFT behind /nft/{nftId}/storefront/auction and /checkout, which the app composes in. */
export function StorefrontListing({ nftId, children }: StorefrontListingProps) {
  const { data: nft, error, mutate } = useStorefrontNft(nftId);
  if (isApiError(error, 404) || isApiError(error, 403)) return children(null);
  if (error && !nft) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!nft) return <Loader label="Loading NFT" />;
  return children(nft);
}
