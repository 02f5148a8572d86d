import { AuctionBidPage } from '../components/auction-bid-page';
import { PreQualifiedBidForm } from '../components/pre-qualified-bid-form';

export interface PreQualifiedBidRouteProps {
  nftId: string;
  auctionId: string;
}

/**
 * /nft/{nftId}/{auctionId}/pre-qualified-bid (spec part 1 §4): the bid page without address or payment; the
 * auction reloads 3 minutes before its end and at its end (its refresh_at).
 */
export function PreQualifiedBidRoute({ nftId, auctionId }: PreQualifiedBidRouteProps) {
  return (
    <AuctionBidPage nftId={nftId} auctionId={auctionId} title="Pre-qualified Bid">
      {(auction, backTo, onPlaced) => (
        <PreQualifiedBidForm auction={auction} backTo={backTo} onPlaced={onPlaced} />
      )}
    </AuctionBidPage>
  );
}
