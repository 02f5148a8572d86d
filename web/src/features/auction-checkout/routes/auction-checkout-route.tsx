import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ShippingAddressStep } from '../../../components/shipping-address-step/shipping-address-step';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useAuction } from '../../../lib/auctions/get-auction';
import { BuyNow } from '../components/buy-now';

export interface AuctionCheckoutRouteProps {
  nftId: string;
  auctionId: string;
}

/**
 * /nft/{nftId}/{auctionId}/checkout (spec part 1 §4 'Buy Now'): the shipping address when a physical item
 * comes with the NFT, then buyNow, then successOrder. A resale listing's id is bought here too: one edition at
 * the listed price from its seller, never shipped.
 */
export function AuctionCheckoutRoute({ nftId, auctionId }: AuctionCheckoutRouteProps) {
  const { data: auction, error, mutate } = useAuction(auctionId);
  // undefined until the address step is done (or not needed); null when the buyer skipped shipping.
  const [addressUuid, setAddressUuid] = useState<string | null | undefined>(undefined);
  // A failed background refresh keeps the auction it had: a checkout under way must not be thrown away.
  if (!auction) {
    if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    return <Loader label="Loading auction" />;
  }
  if (auction.physical_item && addressUuid === undefined) {
    return (
      <Page title="Checkout" testId="auction-checkout">
        <ShippingAddressStep item={auction.physical_item} onContinue={setAddressUuid} />
      </Page>
    );
  }
  // A resale listing (it has a seller) is bought from the NFT's marketplace page; the platform's auctions from theirs.
  const backTo = auction.seller ? paths.marketplaceAuction({ nftId }) : paths.auction({ nftId, auctionId });
  return (
    <BuyNow
      auction={auction}
      addressUuid={addressUuid ?? null}
      backTo={backTo}
      onStale={() => void mutate()}
    />
  );
}
