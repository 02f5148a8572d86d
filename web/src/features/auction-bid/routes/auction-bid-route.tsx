import { useState } from 'react';
import { ShippingAddressStep } from '../../../components/shipping-address-step/shipping-address-step';
import { AuctionBidPage } from '../components/auction-bid-page';
import { BidForm } from '../components/bid-form';

export interface AuctionBidRouteProps {
  nftId: string;
  auctionId: string;
}

/**
 * /nft/{nftId}/{auctionId}/bid (spec part 1 §4 'Bid page'): the auction terms, the shipping address when a
 * physical item comes with the NFT, then placeBid (updateBid when the caller has a bid).
 */
export function AuctionBidRoute({ nftId, auctionId }: AuctionBidRouteProps) {
  // undefined until the address step is done (or not needed); null when the buyer skipped shipping.
  const [addressUuid, setAddressUuid] = useState<string | null | undefined>(undefined);
  return (
    <AuctionBidPage nftId={nftId} auctionId={auctionId} title="Place a Bid">
      {(auction, _backTo, onPlaced) =>
        auction.physical_item && addressUuid === undefined ? (
          <ShippingAddressStep item={auction.physical_item} onContinue={setAddressUuid} />
        ) : (
          <BidForm auction={auction} addressUuid={addressUuid ?? null} onPlaced={onPlaced} />
        )
      }
    </AuctionBidPage>
  );
}
