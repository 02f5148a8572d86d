import type { ReactNode } from 'react';
import { EmptyState } from '../../components/status/empty-state';
import { paths } from '../../config/paths';
import { AuctionRoute } from '../../features/auction/routes/auction-route';
import { AuctionCheckoutRoute } from '../../features/auction-checkout/routes/auction-checkout-route';
import { StorefrontListing } from '../../features/creators/components/storefront-listing';

/**
 * /nft/{nftId}/storefront/auction and /checkout: the auction page and the Buy Now checkout (auction features) of the
 * auction the creators feature finds for a creator's NFT; the app composes them, so no feature imports another.
 * Loaded with the route.
 */
export function StorefrontAuctionDoor({ nftId, market }: { nftId: string; market: ReactNode }) {
  return (
    <StorefrontListing nftId={nftId}>
      {(nft) => (
        <AuctionRoute
          nftId={nftId}
          auctionId={nft?.auction_id ?? undefined}
          market={market}
          checkoutPath={paths.storefrontCheckout({ nftId })}
        />
      )}
    </StorefrontListing>
  );
}

export function StorefrontCheckoutDoor({ nftId }: { nftId: string }) {
  return (
    <StorefrontListing nftId={nftId}>
      {(nft) =>
        nft?.auction_id && !nft.sold_out ? (
          <AuctionCheckoutRoute nftId={nftId} auctionId={nft.auction_id} />
        ) : (
          <EmptyState title="This NFT is not on sale." />
        )
      }
    </StorefrontListing>
  );
}
