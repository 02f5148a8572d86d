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
 * comes with the NFT, then buyNow, then successOrder.
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
  return (
    <BuyNow
      auction={auction}
      addressUuid={addressUuid ?? null}
      backTo={paths.auction({ nftId, auctionId })}
      onStale={() => void mutate()}
    />
  );
}
